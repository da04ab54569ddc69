import { SimpleGrid } from '@mantine/core';
import { SENSOR_CATEGORIES, SENSOR_TECHNOLOGIES, sensorsEndpoints, type SensorRecord } from '@rayyan/contracts';
import { ResourceForm } from '../../app/ui/resource-form';
import { resourceForm, useRecordForm } from '../../app/ui/use-resource-form';
import { SENSORS_QUERY_KEY, useSensorFieldOptions } from './sensors-api';

interface SensorDraft {
  code: string;
  category: string | null;
  technology: string | null;
  depths: string;
  /** `crop:<id>` or `tree:<id>`: one choice over both kinds of field. */
  field: string | null;
  lat: number | null;
  lng: number | null;
  installed_on: string;
  notes: string;
}

const draftFrom = (s: SensorRecord | null): SensorDraft => ({
  code: s?.code ?? '',
  category: s?.category ?? 'soil_moisture_probe',
  technology: s?.technology ?? 'lorawan',
  depths: s?.depths_cm.join(', ') ?? '',
  field: s?.crop_field_id ? `crop:${s.crop_field_id}` : s?.tree_field_id ? `tree:${s.tree_field_id}` : null,
  lat: s?.lat ?? null,
  lng: s?.lng ?? null,
  installed_on: s?.installed_on ?? '',
  notes: s?.notes ?? '',
});

/** "10, 20,30" → [10, 20, 30]; anything not a number is passed on for the contract to refuse. */
const depthsOf = (text: string) =>
  text
    .split(/[,،\s]+/)
    .filter(Boolean)
    .map((part) => Number(part.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))));

const bodyFrom = (d: SensorDraft) => ({
  code: d.code,
  category: d.category ?? undefined,
  technology: d.technology ?? undefined,
  depths_cm: depthsOf(d.depths),
  crop_field_id: d.field?.startsWith('crop:') ? d.field.slice(5) : null,
  tree_field_id: d.field?.startsWith('tree:') ? d.field.slice(5) : null,
  lat: d.lat,
  lng: d.lng,
  installed_on: d.installed_on || null,
  notes: d.notes,
});

const SENSOR_FORM = resourceForm({ name: 'sensor', endpoints: sensorsEndpoints, queryKey: SENSORS_QUERY_KEY, ns: 'sensors', codeFields: { duplicate_code: 'code' }, draft: draftFrom, body: bodyFrom });

/** Create or edit a sensor: code, category, radio, probe depths, its field, position, installation date and notes. */
export function SensorForm({ sensor, onDone }: { sensor: SensorRecord | null; onDone: () => void }) {
  const { errors, input, frame, t } = useRecordForm(SENSOR_FORM, sensor, onDone);
  const fields = useSensorFieldOptions();
  const fieldChoices = [
    { group: t('fields.crop_field'), items: fields.crop.map((o) => ({ ...o, value: `crop:${o.value}` })) },
    { group: t('fields.tree_field'), items: fields.tree.map((o) => ({ ...o, value: `tree:${o.value}` })) },
  ].filter((g) => g.items.length > 0);
  const coordinate = (key: 'lat' | 'lng', min: number, max: number) => input.number(key, { min, max, decimalScale: 6, dir: 'ltr' });
  return (
    <ResourceForm {...frame} submitLabel={sensor ? undefined : t('add')}>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {input.text('code', { required: true, dir: 'ltr' })}
        {input.choice('category', SENSOR_CATEGORIES, 'categories', { required: true })}
        {input.choice('technology', SENSOR_TECHNOLOGIES, 'technologies', { required: true })}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {input.text('depths', { description: t('fields.depths_hint'), error: errors.depths_cm, dir: 'ltr' })}
        {input.select('field', fieldChoices, { error: errors.crop_field_id ?? errors.tree_field_id, clearable: true, searchable: true })}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        {coordinate('lat', -90, 90)}
        {coordinate('lng', -180, 180)}
        {input.text('installed_on', { type: 'date', dir: 'ltr' })}
      </SimpleGrid>
      {input.textarea('notes')}
    </ResourceForm>
  );
}
