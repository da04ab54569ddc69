import { useQuery } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router';
import { useApi } from '../../app/services';
import { CROP_FIELDS_KEY, FIELDS_KEY, listAll, listCropFields, listTreeFields } from '../map/geo-api';

/** The web route of each kind of field. */
export const FIELD_PATHS = { crop: '/crop-fields', tree: '/fields' } as const;

export type FieldKind = keyof typeof FIELD_PATHS;

/** A field as its page's picker offers it. */
export interface FieldChoice {
  id: string;
  code: string;
  name: string;
  farm_id: string;
  planting_date?: string | null;
}

/**
 * The field of a field's page (`/crop-fields/:id/…` or `/fields/:id/…`): its kind and id, every field of its kind with
 * the picker's options, and the way back (a tree field's farm, or the crop fields).
 */
export function useRoutedField() {
  const api = useApi();
  const { id = '' } = useParams();
  const kind: FieldKind = useLocation().pathname.startsWith(`${FIELD_PATHS.tree}/`) ? 'tree' : 'crop';
  const fields = useQuery({
    queryKey: [...(kind === 'tree' ? FIELDS_KEY : CROP_FIELDS_KEY), 'all'],
    queryFn: (): Promise<FieldChoice[]> => (kind === 'tree' ? listAll((q) => listTreeFields(api, q)) : listAll((q) => listCropFields(api, q))),
  });
  const field = fields.data?.find((f) => f.id === id);
  return {
    kind,
    id,
    target: { kind, id },
    fields,
    field,
    options: (fields.data ?? []).map((f) => ({ value: f.id, label: `${f.code} — ${f.name}` })),
    backTo: kind === 'tree' && field ? `${FIELD_PATHS.tree}/${field.farm_id}` : FIELD_PATHS[kind],
  };
}
