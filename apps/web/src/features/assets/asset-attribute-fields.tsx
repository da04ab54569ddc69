import { Checkbox, NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FERTIGATOR_KINDS, METER_UNITS, NETWORK_LEVELS, PIPE_MATERIALS, POWER_SOURCE_KINDS, WATER_SOURCE_KINDS, type AssetType } from '@rayyan/contracts';

/** One attribute input of a type: a number, a text, a yes/no, a choice, or a list of numbers typed with commas. */
interface AttributeInput {
  key: string;
  kind: 'number' | 'text' | 'bool' | 'choice' | 'list';
  options?: readonly string[];
  required?: boolean;
  integer?: boolean;
}
const num = (key: string, required = false, integer = false): AttributeInput => ({ key, kind: 'number', required, integer });
const text = (key: string, required = false): AttributeInput => ({ key, kind: 'text', required });
const bool = (key: string): AttributeInput => ({ key, kind: 'bool' });
const choice = (key: string, options: readonly string[]): AttributeInput => ({ key, kind: 'choice', options, required: true });

/** The inputs of each type, as the contract's attribute schemas declare them (assetAttributeSchemas). */
export const ATTRIBUTE_INPUTS: Record<AssetType, AttributeInput[]> = {
  water_source: [choice('kind', WATER_SOURCE_KINDS), num('depth_m'), num('yield_m3_h')],
  pump: [num('power_kw', true), num('rated_flow_m3_h', true), num('head_m', true), num('hours')],
  flow_meter: [text('serial'), choice('unit', METER_UNITS), num('pulse_factor', true), num('reading', true)],
  pipe: [choice('level', NETWORK_LEVELS), num('diameter_mm', true), choice('material', PIPE_MATERIALS)],
  valve: [choice('level', NETWORK_LEVELS), num('flow_rate_m3_h'), num('irrigation_factor_pct'), bool('pressure_sensor')],
  pivot: [num('towers', true, true), { key: 'span_lengths_m', kind: 'list' }, num('sprinklers', false, true), bool('end_gun'), num('system_capacity_m3_h', true), num('hours_per_revolution_at_100', true)],
  machinery: [text('machine_type', true), text('make'), text('model'), num('hours')],
  camera: [text('model'), bool('night_vision')],
  electricity_source: [choice('kind', POWER_SOURCE_KINDS), num('power_kva'), num('hours')],
  electricity_meter: [text('serial'), num('reading_kwh')],
  fertigator: [choice('kind', FERTIGATOR_KINDS), num('tank_volume_l'), num('injection_rate_l_h')],
};

export type AttributeDraft = Record<string, string | number | boolean | null>;

/** A new asset's attribute inputs: the first choice, no, and blanks. */
export function attributeDraft(type: AssetType, stored: Record<string, unknown> = {}): AttributeDraft {
  const draft: AttributeDraft = {};
  for (const input of ATTRIBUTE_INPUTS[type]) {
    const value = stored[input.key];
    if (input.kind === 'list') draft[input.key] = Array.isArray(value) ? value.join(', ') : '';
    else if (input.kind === 'bool') draft[input.key] = value === true;
    else if (input.kind === 'choice') draft[input.key] = typeof value === 'string' ? value : input.options![0]!;
    else if (input.kind === 'text') draft[input.key] = typeof value === 'string' ? value : '';
    else draft[input.key] = typeof value === 'number' ? value : null;
  }
  return draft;
}

/** The attributes as the contract takes them: blanks left out (the contract says which are required), a list as numbers. */
export function attributeBody(type: AssetType, draft: AttributeDraft): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const input of ATTRIBUTE_INPUTS[type]) {
    const value = draft[input.key];
    if (input.kind === 'list') {
      const text = String(value ?? '').trim();
      body[input.key] = text === '' ? [] : text.split(/[,،\s]+/).filter(Boolean).map(Number);
    } else if (value !== null && value !== '') body[input.key] = value;
  }
  return body;
}

/** The inputs of one type's attributes, with the field messages under `attributes.<key>`. */
export function AssetAttributeFields({ type, draft, onChange, errors }: { type: AssetType; draft: AttributeDraft; onChange: (key: string, value: AttributeDraft[string]) => void; errors: Record<string, string> }) {
  const { t } = useTranslation('assets');
  const inputs = ATTRIBUTE_INPUTS[type];
  const error = (key: string) => errors[`attributes.${key}`] ?? (key === inputs[0]!.key ? errors.attributes : undefined);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} data-testid="asset-form-attributes">
      {inputs.map((input) => {
        const label = t(`attributes.${input.key}`);
        const common = { label, error: error(input.key), 'data-testid': `asset-attr-${input.key}` };
        const value = draft[input.key];
        if (input.kind === 'bool') return <Checkbox key={input.key} mt="lg" {...common} checked={value === true} onChange={(e) => onChange(input.key, e.currentTarget.checked)} />;
        if (input.kind === 'choice') {
          const data = input.options!.map((o) => ({ value: o, label: t(`choices.${o}`) }));
          return <Select key={input.key} {...common} data={data} value={String(value)} onChange={(v) => onChange(input.key, v)} required allowDeselect={false} />;
        }
        if (input.kind === 'number') {
          return (
            <NumberInput key={input.key} {...common} required={input.required} value={typeof value === 'number' ? value : ''} onChange={(v) => onChange(input.key, typeof v === 'number' ? v : null)} allowDecimal={!input.integer} min={0} dir="ltr" />
          );
        }
        return <TextInput key={input.key} {...common} required={input.required} value={String(value ?? '')} onChange={(e) => onChange(input.key, e.currentTarget.value)} dir={input.kind === 'list' ? 'ltr' : 'auto'} />;
      })}
    </SimpleGrid>
  );
}
