import { useState } from 'react';
import type { TFunction } from 'i18next';
import { NumberInput, Select, SimpleGrid, Textarea } from '@mantine/core';
import {
  SPOT_STATES,
  TREE_HEALTH_STATES,
  TREE_RECORD_FIELDS,
  TREE_RECORD_KINDS,
  TREE_TREATMENTS,
  treeRecordsEndpoints,
  type CreateTreeRecord,
  type TreeRecord,
  type TreeRecordKind,
} from '@rayyan/contracts';
import { ResourceForm } from '../../app/ui/resource-form';
import { resourceForm, useRecordForm } from '../../app/ui/use-resource-form';
import { LabelledSegments } from '../../app/ui/labelled-segments';
import { choiceOptions } from '../../app/ui/choice-options';

export const TREE_RECORDS_KEY = ['tree-records'] as const;

export interface RecordDraft {
  kind: TreeRecordKind;
  health_state: string | null;
  spot_state: string | null;
  treatment: string | null;
  drips_working: number | '';
  drips_broken: number | '';
  drips_blocked: number | '';
  note: string;
}

/** The draft as a record of its kind: only the kind's own fields, blanks left out (the contract then says what is missing). */
export function recordBody(treeId: string, key: string, draft: RecordDraft): Partial<CreateTreeRecord> {
  const changes = Object.fromEntries(TREE_RECORD_FIELDS[draft.kind].flatMap((field) => (draft[field] === null || draft[field] === '' ? [] : [[field, draft[field]]])));
  return { idempotency_key: key, tree_id: treeId, kind: draft.kind, changes, ...(draft.note.trim() ? { note: draft.note.trim() } : {}) };
}

/** A new record's draft at a tree: a health record, the drips as the tree has them. */
export function initialRecordDraft(tree: Pick<TreeRecord, 'drips_working' | 'drips_broken' | 'drips_blocked'>): RecordDraft {
  return { kind: 'health', health_state: null, spot_state: null, treatment: null, drips_working: tree.drips_working, drips_broken: tree.drips_broken, drips_blocked: tree.drips_blocked, note: '' };
}

export interface RecordFieldsProps {
  draft: RecordDraft;
  set: <K extends keyof RecordDraft>(key: K) => (value: RecordDraft[K]) => void;
  errors: Record<string, string>;
  t: TFunction;
}

/** The fields of a record (its kind, then the kind's own fields and a note), for the tree drawer and the field app. */
export function TreeRecordFields({ draft, set, errors, t }: RecordFieldsProps) {
  const changesError = errors.changes;
  const choice = (name: 'health_state' | 'spot_state' | 'treatment', options: readonly string[], labels: string) => (
    <Select
      label={t(`records.${name}`)}
      data={options.map((value) => ({ value, label: t(`${labels}.${value}`) }))}
      value={draft[name]}
      onChange={(value) => set(name)(value)}
      error={errors[`changes.${name}`] ?? changesError}
      data-testid={`tree-record-${name}`}
    />
  );
  return (
    <>
      <LabelledSegments
        label={t('records.kind')}
        fullWidth
        value={draft.kind}
        onChange={(value) => set('kind')(value as TreeRecordKind)}
        data={choiceOptions(t, TREE_RECORD_KINDS, 'records.kinds')}
        data-testid="tree-record-kind"
      />
      {draft.kind === 'health' && choice('health_state', TREE_HEALTH_STATES, 'health_states')}
      {draft.kind === 'spot' && choice('spot_state', SPOT_STATES, 'spot_states')}
      {draft.kind === 'treatment' && choice('treatment', TREE_TREATMENTS, 'records.treatments')}
      {draft.kind === 'drips' && (
        <SimpleGrid cols={3}>
          {(['drips_working', 'drips_broken', 'drips_blocked'] as const).map((name) => (
            <NumberInput
              key={name}
              label={t(`records.${name}`)}
              value={draft[name]}
              onChange={(v) => set(name)(typeof v === 'number' ? v : '')}
              min={0}
              max={64}
              error={errors[`changes.${name}`] ?? (name === 'drips_working' ? changesError : undefined)}
              data-testid={`tree-record-${name}`}
            />
          ))}
        </SimpleGrid>
      )}
      <Textarea label={t('records.note')} value={draft.note} onChange={(e) => set('note')(e.currentTarget.value)} autosize minRows={2} maxRows={5} error={errors.note} data-testid="tree-record-note" />
    </>
  );
}

/**
 * What a technician saw at this tree, sent for review (the tree changes only when an engineer approves it). Each
 * record has its own idempotency key: pressing Send again after a lost answer never records it twice.
 */
export function TreeRecordForm({ tree, onDone }: { tree: TreeRecord; onDone: () => void }) {
  const [key] = useState(() => crypto.randomUUID());
  const form = useRecordForm(
    resourceForm({ name: 'tree-record', endpoints: { create: treeRecordsEndpoints.create }, queryKey: TREE_RECORDS_KEY, ns: 'trees', saved: { id: 'tree-record-sent', message: 'records.sent' }, draft: () => initialRecordDraft(tree), body: (draft) => recordBody(tree.id, key, draft) }),
    null,
    onDone,
  );
  return (
    <ResourceForm {...form.frame} submitLabel={form.t('records.send')}>
      <TreeRecordFields draft={form.draft} set={form.set} errors={form.errors} t={form.t} />
    </ResourceForm>
  );
}
