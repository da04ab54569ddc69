import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { createTreeRecordSchema, type CreateTreeRecord } from '@rayyan/contracts';
import { zodFieldErrors } from '../../app/ui/form-errors';
import { initialRecordDraft, recordBody, TreeRecordFields, type RecordDraft } from '../review/tree-record-form';
import type { ChosenTree } from './tree-finder';

/** The phone's position when the user allows it (a few seconds at most), else nothing. */
function currentPosition(): Promise<{ lat: number; lng: number } | null> {
  if (!('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: Number(position.coords.latitude.toFixed(6)), lng: Number(position.coords.longitude.toFixed(6)) }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: 4_000, maximumAge: 60_000 },
    );
  });
}

/**
 * The record of one tree in the field app: the same fields as the tree drawer's, checked by the contract on the
 * phone, then kept in the outbox with its idempotency key, the phone's time and (when allowed) its location.
 */
export function FieldRecordForm({ tree, onSave, onCancel }: { tree: ChosenTree; onSave: (body: CreateTreeRecord, code: string) => Promise<void>; onCancel: () => void }) {
  const { t, i18n } = useTranslation('trees');
  const { t: tf } = useTranslation('field');
  const [key] = useState(() => crypto.randomUUID());
  const [draft, setDraft] = useState<RecordDraft>(() => initialRecordDraft(tree));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const set =
    <K extends keyof RecordDraft>(name: K) =>
    (value: RecordDraft[K]) => {
      setDraft((current) => ({ ...current, [name]: value }));
      setErrors(({ [name as string]: _gone, ...rest }) => rest);
    };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = createTreeRecordSchema.safeParse({ ...recordBody(tree.id, key, draft), recorded_at: new Date().toISOString() });
    if (!parsed.success) return setErrors(zodFieldErrors(parsed.error, t, i18n));
    setSaving(true);
    try {
      const where = await currentPosition();
      await onSave({ ...parsed.data, ...(where ?? {}) }, tree.code);
    } finally {
      setSaving(false);
    }
  };
  return (
    <form onSubmit={(event) => void submit(event)} noValidate data-testid="field-record-form">
      <Stack gap="md">
        {errors.tree_code && (
          <Alert color="red" variant="light" role="alert">
            {errors.tree_code}
          </Alert>
        )}
        <TreeRecordFields draft={draft} set={set} errors={errors} t={t} />
        <Text size="xs" c="dimmed">
          {tf('record.location')}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {tf('find.another')}
          </Button>
          <Button type="submit" loading={saving} data-testid="field-record-save">
            {tf('record.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
