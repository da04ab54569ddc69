import { apiErrorSchema } from '@rayyan/contracts';

/** Documents error statuses of a route with the shared error shape. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema]));
}
