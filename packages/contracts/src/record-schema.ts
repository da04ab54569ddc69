import { z } from 'zod';

/**
 * The answer schema of an organisation's record: `id` and `org_id`, the record's own fields, then `created_at` and
 * `updated_at` (ISO text), named `name` in the OpenAPI document.
 */
export const orgRecordSchema = <S extends z.ZodRawShape>(name: string, shape: S) =>
  z
    .object({
      id: z.uuid(),
      org_id: z.uuid(),
      ...shape,
      created_at: z.string(),
      updated_at: z.string(),
    })
    .meta({ id: name });
