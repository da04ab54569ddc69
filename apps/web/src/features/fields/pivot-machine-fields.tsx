import { useState } from 'react';
import { Checkbox, Fieldset, Group, NumberInput, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../app/i18n/format';

type Value = string | number | boolean | null;

/** m³/h over `areaM2` as a gross depth per day, mm/day (m³/h × 24 h / m² × 1000). */
export const capacityMmPerDay = (m3PerH: number, areaM2: number) => ((m3PerH * 24) / areaM2) * 1000;
/** A gross depth per day over `areaM2` as a flow, m³/h. */
export const capacityM3PerH = (mmPerDay: number, areaM2: number) => (mmPerDay * areaM2) / 1000 / 24;

/**
 * The pivot machine of a center pivot crop field (spec: pivot towers, end gun): towers, system length, end gun, and what
 * the advice runs it by, the system capacity (m³/h from the pump or flow meter, or entered as gross mm/day over the
 * field) and hours per full revolution at 100 % speed. The draft always holds m³/h.
 */
export function PivotMachineFields({ draft, set, errors, areaM2 }: { draft: Record<string, Value>; set: (key: string) => (value: Value) => void; errors: Record<string, string>; areaM2: number | null }) {
  const { t } = useTranslation('geo');
  const format = useFormat();
  const one = format.number({ maximumFractionDigits: 1 });
  const [unit, setUnit] = useState<'m3_h' | 'mm_day'>('m3_h');
  const m3h = typeof draft.pivot_capacity_m3_h === 'number' ? draft.pivot_capacity_m3_h : null;
  const perDay = unit === 'mm_day' && areaM2;
  const shown = m3h === null ? '' : perDay ? Math.round(capacityMmPerDay(m3h, areaM2) * 100) / 100 : m3h;
  const hint = m3h === null || !areaM2 ? undefined : perDay ? t('field.pivot_capacity_as_m3h', { value: one.format(m3h) }) : t('field.pivot_capacity_as_mm_day', { value: one.format(capacityMmPerDay(m3h, areaM2)) });
  const num = (key: string, o: { decimal?: boolean; max?: number; label?: string } = {}) => (
    <NumberInput label={o.label ?? t(`field.${key}`)} value={(draft[key] as number | null) ?? ''} onChange={(v) => set(key)(typeof v === 'number' ? v : null)} min={0} max={o.max} allowDecimal={!!o.decimal} error={errors[key]} data-testid={`field-form-${key}`} />
  );
  return (
    <Fieldset legend={t('field.pivot_machine')} data-testid="field-form-pivot-machine">
      <Stack gap="sm">
        <Text size="xs" c="dimmed">{t('field.pivot_machine_hint')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {num('pivot_towers', { max: 60 })}
          {num('pivot_length_m', { decimal: true, max: 2000 })}
          <Stack gap={4}>
            <Group justify="space-between" align="flex-end" gap="xs" wrap="nowrap">
              <NumberInput
                style={{ flex: 1 }}
                label={t('field.pivot_capacity')}
                value={shown}
                onChange={(v) => set('pivot_capacity_m3_h')(typeof v !== 'number' ? null : perDay ? Math.round(capacityM3PerH(v, areaM2) * 10) / 10 : v)}
                min={0}
                decimalScale={2}
                description={hint}
                error={errors.pivot_capacity_m3_h}
                data-testid="field-form-pivot_capacity_m3_h"
              />
              <SegmentedControl
                size="xs"
                value={unit}
                onChange={(v) => setUnit(v as 'm3_h' | 'mm_day')}
                data={[
                  { value: 'm3_h', label: t('field.unit_m3_h') },
                  { value: 'mm_day', label: t('field.unit_mm_day'), disabled: !areaM2 },
                ]}
                aria-label={t('field.pivot_capacity_unit')}
                data-testid="field-form-pivot_capacity_unit"
              />
            </Group>
          </Stack>
          {num('pivot_hours_per_revolution', { decimal: true, max: 500 })}
          <Checkbox label={t('field.pivot_end_gun')} checked={!!draft.pivot_end_gun} onChange={(e) => set('pivot_end_gun')(e.currentTarget.checked)} data-testid="field-form-pivot_end_gun" />
        </SimpleGrid>
      </Stack>
    </Fieldset>
  );
}
