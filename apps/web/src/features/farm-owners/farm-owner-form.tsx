import { SimpleGrid } from '@mantine/core';
import { farmOwnersEndpoints, type FarmOwnerRecord } from '@rayyan/contracts';
import { bodyOf, draftOf } from '../../app/ui/form-draft';
import { ResourceForm } from '../../app/ui/resource-form';
import { resourceForm, useRecordForm } from '../../app/ui/use-resource-form';
import { FARM_OWNERS_QUERY_KEY, GMT_OFFSETS, gmtLabel } from './farm-owners-api';

interface OwnerDraft {
  name: string;
  contact: string;
  phone: string;
  email: string;
  center_lat: number | null;
  center_lng: number | null;
  gmt_offset: string | null;
}

const draftFrom = (owner: FarmOwnerRecord | null): OwnerDraft => ({ ...draftOf<Omit<OwnerDraft, 'gmt_offset'>>(owner, { name: '', contact: '', phone: '', email: '', center_lat: null, center_lng: null }), gmt_offset: String(owner?.gmt_offset ?? 2) });
const bodyFrom = (d: OwnerDraft) => ({ ...bodyOf(d, { unset: ['center_lat', 'center_lng'], trimmed: ['phone', 'email'] }), gmt_offset: d.gmt_offset === null ? undefined : Number(d.gmt_offset) });
const OWNER_FORM = resourceForm({ name: 'owner', endpoints: farmOwnersEndpoints, queryKey: FARM_OWNERS_QUERY_KEY, ns: 'people', labels: 'owner_fields', draft: draftFrom, body: bodyFrom });

/** Create or edit a farm owner: name, contact, phone, email, the land's centre and its GMT offset (spec 3). */
export function FarmOwnerForm({ owner, onDone }: { owner: FarmOwnerRecord | null; onDone: () => void }) {
  const { input, frame, t } = useRecordForm(OWNER_FORM, owner, onDone);

  const coordinate = (key: 'center_lat' | 'center_lng', min: number, max: number) =>
    input.number(key, { min, max, decimalScale: 6, step: 0.0001, required: true });

  return (
    <ResourceForm {...frame} submitLabel={owner ? undefined : t('add_owner')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {input.text('name', { required: true })}
          {input.text('contact')}
          {input.text('phone', { type: 'tel', dir: 'ltr' })}
          {input.text('email', { type: 'email', dir: 'ltr' })}
          {coordinate('center_lat', -90, 90)}
          {coordinate('center_lng', -180, 180)}
          {input.select('gmt_offset', GMT_OFFSETS.map((h) => ({ value: String(h), label: gmtLabel(h) })), { searchable: true, allowDeselect: false, required: true })}
        </SimpleGrid>
    </ResourceForm>
  );
}
