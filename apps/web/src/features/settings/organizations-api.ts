import { organizationsEndpoints as organizations, type CreateOrganization, type OrganizationMessageUpdate, type UpdateOrganization } from '@rayyan/contracts';
import type { ApiClient } from '../../app/api/api-client';
import { callEndpoint } from '../../app/api/endpoint-call';

export const ORGANIZATIONS_QUERY_KEY = ['organizations'] as const;

export function createOrganization(api: ApiClient, body: CreateOrganization) {
  return callEndpoint(api, organizations.create, { body });
}
/** PATCH /api/organizations/ with the id in the body (spec 7). */
export function updateOrganization(api: ApiClient, body: UpdateOrganization) {
  return callEndpoint(api, organizations.update, { body });
}
/** PATCH /api/organizations/{org_id}/ with the message object (publish, or "Dont show again"); answers the message. */
export function patchOrganizationMessage(api: ApiClient, orgId: string, body: OrganizationMessageUpdate) {
  return callEndpoint(api, organizations.updateMessage, { params: { id: orgId }, body });
}

/** Countries offered for an organisation (the product's markets first), ISO 3166-1 alpha-2. */
export const COUNTRY_CODES = [
  'EG', 'AE', 'SA', 'KW', 'QA', 'BH', 'OM', 'JO', 'SD', 'MA', 'TN', 'DZ', 'LY', 'IQ', 'LB', 'SY', 'PS', 'YE', 'TR', 'PK', 'IN', 'US', 'GB', 'ES', 'IT', 'NL',
] as const;
