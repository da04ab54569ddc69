import { useEffect, useState } from 'react';
import { ActionIcon, Button, Group, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LAB_PARAMETERS, LAB_PARAMETER_KEYS, type LabParameter } from '@rayyan/contracts';
import { choiceOptions } from '../../app/ui/choice-options';

export interface PropertyDraft {
  parameter: LabParameter | null;
  result: number | null;
  unit: string;
}

/** A unit as the reader sees it ('' is "no unit"). */
export const unitLabel = (unit: string, t: (key: string) => string) => (unit === '' ? t('no_unit') : unit);

/**
 * The sample's results, one line each: parameter, result and unit (the units the parameter comes in); a line's
 * message (pH 15, a negative EC, texture not summing to 100) under its result.
 */
export function PropertiesEditor({ rows, onChange, errors, attempt }: { rows: PropertyDraft[]; onChange: (rows: PropertyDraft[]) => void; errors: Record<string, string>; attempt: number }) {
  const { t } = useTranslation('lab');
  // A line's message stops applying once the line changes, until the form is submitted again (`attempt`).
  const [edited, setEdited] = useState<ReadonlySet<number>>(new Set());
  useEffect(() => setEdited(new Set()), [attempt]);
  const error = (i: number, field: 'parameter' | 'result') => (edited.has(i) ? undefined : errors[`properties.${i}.${field}`]);
  const update = (i: number, patch: Partial<PropertyDraft>) => {
    setEdited((s) => new Set(s).add(i));
    onChange(rows.map((row, k) => (k === i ? { ...row, ...patch } : row)));
  };
  return (
    <Stack gap="xs" data-testid="lab-properties">
      <Text size="sm" fw={500}>{t('properties')}</Text>
      {rows.length === 0 && <Text size="sm" c="dimmed">{t('no_properties')}</Text>}
      {rows.map((row, i) => {
        const units = row.parameter ? (LAB_PARAMETERS[row.parameter].units as readonly string[]) : [];
        return (
          <Group key={i} gap="xs" align="flex-start" wrap="nowrap" data-testid={`lab-property-${i}`}>
            <Select
              aria-label={t('parameter')}
              placeholder={t('parameter')}
              data={choiceOptions(t, LAB_PARAMETER_KEYS, 'parameters')}
              value={row.parameter}
              onChange={(v) => update(i, { parameter: v as LabParameter | null, unit: v ? (LAB_PARAMETERS[v as LabParameter].units[0] ?? '') : '' })}
              searchable
              style={{ flex: 2 }}
              error={error(i, 'parameter')}
              data-testid={`lab-property-${i}-parameter`}
            />
            <NumberInput
              aria-label={t('result')}
              placeholder={t('result')}
              value={row.result ?? ''}
              onChange={(v) => update(i, { result: typeof v === 'number' ? v : null })}
              decimalScale={4}
              style={{ flex: 1 }}
              dir="ltr"
              error={error(i, 'result')}
              data-testid={`lab-property-${i}-result`}
            />
            <Select
              aria-label={t('unit')}
              data={units.map((u) => ({ value: u === '' ? '-' : u, label: unitLabel(u, t) }))}
              value={row.parameter ? (row.unit === '' ? '-' : row.unit) : null}
              onChange={(v) => update(i, { unit: v === '-' || !v ? '' : v })}
              allowDeselect={false}
              disabled={!row.parameter}
              style={{ flex: 1 }}
              data-testid={`lab-property-${i}-unit`}
            />
            <ActionIcon variant="subtle" color="red" mt={4} onClick={() => onChange(rows.filter((_, k) => k !== i))} aria-label={t('remove_property')} data-testid={`lab-property-${i}-remove`}>
              ×
            </ActionIcon>
          </Group>
        );
      })}
      <Group>
        <Button size="xs" variant="light" onClick={() => onChange([...rows, { parameter: null, result: null, unit: '' }])} data-testid="lab-property-add">
          {t('add_property')}
        </Button>
      </Group>
    </Stack>
  );
}
