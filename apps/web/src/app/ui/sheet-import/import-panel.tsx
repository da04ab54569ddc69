import { useId, useState, type ComponentProps } from 'react';
import { Alert, Badge, Box, Button, FileButton, Group, List, NumberInput, Select, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RotationImportPreview, SheetRange } from '@rayyan/contracts';
import type { ApiClient } from '../../api/api-client';
import { ApiRequestError } from '../../api/api-client';
import { useErrorText } from '../../api/use-error-text';
import { useAlerts } from '../../alerts/use-alerts';
import { useApi } from '../../services';
import { cellRole, columnLetter, draftOf, rangeForm, rangeLabel, rangeProblems, validRange, RANGE_FIELDS, type RangeDraft } from './range-picker';

const ROLE_COLOR = { header: 'var(--mantine-color-blue-light)', data: 'var(--mantine-color-green-light)', outside: undefined } as const;
const sameRange = (a: SheetRange | null, b: RangeDraft) => !!a && RANGE_FIELDS.every((f) => a[f] === b[f]);

/** The preview answer every sheet import shares (the missing columns are the importer's own keys). */
type SheetPreview = Omit<RotationImportPreview, 'missing_columns'> & { missing_columns: string[] };

/** What one importer gives the panel: its calls, the namespace of its `import.*` texts, its queries and test ids. */
export interface SheetImporter {
  preview: (api: ApiClient, form: FormData) => Promise<SheetPreview>;
  commit: (api: ApiClient, form: FormData) => Promise<unknown>;
  /** Namespace holding the `import.*` texts and `field.<column>` labels. */
  ns: string;
  /** Queries refreshed after an import. */
  queryKey: readonly unknown[];
  /** The alert after an import. */
  importedMessage: (result: unknown) => string;
  testId: string;
  /** The label of a missing column (by its key); `field.<key>` of the namespace by default. */
  columnLabel?: (key: string) => string;
  /** Rows of a range at most, the header included (the importer's limit; crop rotations' by default). */
  maxRows?: number;
}

/**
 * "Import from Excel" (spec: sheet import, choose first and last row and column): upload → pick the
 * sheet → choose the range on a live grid → Preview (rows with their problems, in the user's language)
 * → Import, enabled only when every row is valid; the server saves all rows in one transaction or none.
 * Each importer (crop rotations, lab results, trees) passes its own calls and texts.
 */
export function ImportPanel({ onImported, importer }: { onImported: () => void; importer: SheetImporter }) {
  const { t, i18n } = useTranslation(importer.ns);
  const tid = importer.testId;
  const api = useApi();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const { add } = useAlerts();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [sheet, setSheet] = useState<string | null>(null);
  /** The workbook as read: sheets, used range and grid of the chosen sheet. */
  const [book, setBook] = useState<SheetPreview | null>(null);
  const [draft, setDraft] = useState<RangeDraft | null>(null);
  /** The last preview with its range: Import needs it to match the inputs and hold no errors. */
  const [checked, setChecked] = useState<{ range: SheetRange; preview: SheetPreview } | null>(null);

  const read = useMutation({
    mutationFn: (input: { file: File; sheet: string | null }) => importer.preview(api, rangeForm(input.file, input.sheet, null)),
    onSuccess: (result) => {
      setBook(result);
      setSheet(result.sheet);
      setDraft(draftOf(result.range));
      setChecked(null);
    },
    onError: () => {
      setBook(null);
      setDraft(null);
    },
  });
  const check = useMutation({
    mutationFn: (range: SheetRange) => importer.preview(api, rangeForm(file!, sheet, range)),
    onSuccess: (preview, range) => setChecked({ range, preview }),
    onError: () => setChecked(null),
  });
  const commit = useMutation({
    mutationFn: (range: SheetRange) => importer.commit(api, rangeForm(file!, sheet, range)),
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: importer.queryKey });
      add({ id: `${tid}-done`, message: importer.importedMessage(result) });
      setFile(null);
      setBook(null);
      setDraft(null);
      setChecked(null);
      onImported();
    },
  });

  const used = book?.used_range;
  const problems = draft && used ? rangeProblems(draft, used, importer.maxRows) : {};
  const range = draft && used ? validRange(draft, used, importer.maxRows) : null;
  const current = checked && draft && sameRange(checked.range, draft) ? checked.preview : null;
  const badRows = current?.rows.filter((r) => Object.keys(r.errors).length > 0) ?? [];
  const missing = current?.missing_columns ?? [];
  const canImport = !!current && badRows.length === 0 && missing.length === 0 && current.rows.length > 0 && !!range;
  const message = (key: string | undefined, english: string) => (key && i18n.exists(`validation:${key}`) ? t(`validation:${key}`) : english);
  const commitRows = commit.error instanceof ApiRequestError ? commit.error.rows ?? [] : [];

  return (
    <Stack data-testid={tid}>
      <Text size="sm" c="dimmed">{t('import.intro')}</Text>
      <Stack gap={4}>
        <Text size="sm" fw={500} id={fileId}>{t('import.file')}</Text>
        <Group gap="sm">
          <FileButton
            accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            inputProps={{ 'data-testid': `${tid}-file` } as ComponentProps<'input'>}
            onChange={(chosen) => {
              setFile(chosen);
              // The last file's sheet and range go: nothing typed now can be overwritten by the new file's answer.
              setBook(null);
              setDraft(null);
              commit.reset();
              check.reset();
              if (chosen) read.mutate({ file: chosen, sheet: null });
            }}
          >
            {(props) => <Button {...props} variant="default" aria-describedby={fileId} data-testid={`${tid}-choose`}>{t('import.choose_file')}</Button>}
          </FileButton>
          <Text size="sm" c={file ? undefined : 'dimmed'} dir="auto" data-testid={`${tid}-file-name`}>{file?.name ?? t('import.no_file')}</Text>
        </Group>
      </Stack>
      {read.isPending && <Text size="sm">{t('import.reading')}</Text>}
      {read.isError && <Alert color="red" role="alert" data-testid={`${tid}-read-error`}>{errorText(read.error)}</Alert>}

      {book && draft && used && !read.isPending && (
        <>
          <Select
            label={t('import.sheet')}
            data={book.sheets}
            value={sheet}
            allowDeselect={false}
            onChange={(value) => {
              if (!value || !file) return;
              setSheet(value);
              read.mutate({ file, sheet: value });
            }}
            data-testid={`${tid}-sheet`}
          />
          <Text size="sm" data-testid={`${tid}-used-range`}>
            {t('import.used_range', {
              range: `\u2066${rangeLabel(used)}\u2069`,
              first_row: used.first_row,
              last_row: used.last_row,
              first_col: columnLetter(used.first_col),
              last_col: columnLetter(used.last_col),
            })}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 4 }}>
            {RANGE_FIELDS.map((field) => (
              <NumberInput
                key={field}
                label={t(`import.${field}`)}
                value={draft[field] ?? ''}
                min={1}
                max={field.endsWith('row') ? used.last_row : used.last_col}
                allowDecimal={false}
                allowNegative={false}
                onChange={(value) => setDraft((d) => d && { ...d, [field]: typeof value === 'number' ? value : null })}
                error={problems[field] ? t(`validation:${problems[field]}`) : undefined}
                description={field.endsWith('col') && draft[field] ? columnLetter(draft[field]!) : undefined}
                data-testid={`${tid}-${field}`}
              />
            ))}
          </SimpleGrid>
          <SheetGrid grid={book.grid} draft={draft} ns={importer.ns} testId={`${tid}-grid`} />
          {check.isError && <Alert color="red" role="alert" data-testid={`${tid}-check-error`}>{errorText(check.error)}{check.error instanceof ApiRequestError && check.error.fields ? ` ${Object.entries(check.error.fields).map(([k, v]) => `${k}: ${v}`).join('; ')}` : ''}</Alert>}
          <Group justify="flex-end">
            <Button variant="default" disabled={!range} loading={check.isPending} onClick={() => range && check.mutate(range)} data-testid={`${tid}-preview`}>{t('import.preview')}</Button>
            <Button disabled={!canImport} loading={commit.isPending} onClick={() => range && commit.mutate(range)} data-testid={`${tid}-submit`}>{t('import.import')}</Button>
          </Group>
          {checked && !current && <Text size="sm" c="orange">{t('import.preview_stale')}</Text>}
        </>
      )}

      {current && (
        <Stack gap="xs" data-testid={`${tid}-result`}>
          {missing.length > 0 && (
            <Alert color="red" role="alert" data-testid={`${tid}-missing`}>
              {t('import.missing_columns', { columns: missing.map((key) => (importer.columnLabel ? importer.columnLabel(key) : t(`field.${key}`))).join(i18n.language === 'ar' ? '، ' : ', ') })}
            </Alert>
          )}
          {missing.length > 0 ? null : current.rows.length === 0 ? (
            <Text size="sm">{t('import.no_rows')}</Text>
          ) : (
            <Text size="sm" fw={500}>{t('import.rows_found', { count: current.rows.length })}</Text>
          )}
          {badRows.length > 0 && (
            <Alert color="red" role="alert" title={t('import.errors_title', { count: badRows.length })} data-testid={`${tid}-errors`}>
              <List size="sm">
                {badRows.flatMap((row) =>
                  Object.entries(row.errors).map(([column, english]) => (
                    <List.Item key={`${row.index}-${column}`} data-testid={`${tid}-error-${row.index}`}>
                      {t('import.error_line', { row: row.index, column, message: message(row.error_keys[column], english) })}
                    </List.Item>
                  )),
                )}
              </List>
            </Alert>
          )}
          <Table.ScrollContainer minWidth={700}>
            <Table withTableBorder verticalSpacing={2} fz="xs" data-testid={`${tid}-rows`}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('import.row')}</Table.Th>
                  {current.columns.map((c, i) => <Table.Th key={i} dir="auto">{c}</Table.Th>)}
                  <Table.Th>{t('import.problems')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {current.rows.slice(0, 200).map((row) => {
                  const bad = Object.keys(row.errors).length > 0;
                  return (
                    <Table.Tr key={row.index} bg={bad ? 'var(--mantine-color-red-light)' : undefined} data-testid={`${tid}-row-${row.index}`}>
                      <Table.Td>{row.index}</Table.Td>
                      {row.values.map((v, i) => <Table.Td key={i} dir="auto">{v}</Table.Td>)}
                      <Table.Td>{bad ? Object.entries(row.errors).map(([c, m]) => `${c}: ${message(row.error_keys[c], m)}`).join(' · ') : <Badge color="green" variant="light">{t('import.ok')}</Badge>}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
      {commit.isError && (
        <Alert color="red" role="alert" data-testid={`${tid}-commit-error`}>
          {errorText(commit.error)}
          {commitRows.length > 0 && (
            <List size="sm">
              {commitRows.flatMap((row) => Object.entries(row.fields).map(([c, m]) => <List.Item key={`${row.index}-${c}`}>{t('import.error_line', { row: row.index, column: c, message: message(row.codes?.[c], m) })}</List.Item>))}
            </List>
          )}
        </Alert>
      )}
    </Stack>
  );
}

/** The top-left of the sheet with row numbers and column letters; the chosen range's header and data are tinted. */
function SheetGrid({ grid, draft, ns, testId }: { grid: string[][]; draft: RangeDraft; ns: string; testId: string }) {
  const { t } = useTranslation(ns);
  const cols = Math.max(0, ...grid.map((r) => r.length));
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Text size="xs" c="dimmed">{t('import.grid')}</Text>
        <Badge size="xs" variant="light" color="blue">{t('import.legend_header')}</Badge>
        <Badge size="xs" variant="light" color="green">{t('import.legend_data')}</Badge>
      </Group>
      {/* Sheets read left to right like the workbook, also in Arabic. */}
      <Box dir="ltr" style={{ maxHeight: 280, overflow: 'auto', border: '1px solid var(--mantine-color-default-border)' }}>
        <Table withColumnBorders verticalSpacing={0} horizontalSpacing={4} fz="xs" aria-label={t('import.grid')} data-testid={testId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              {Array.from({ length: cols }, (_, c) => <Table.Th key={c} ta="center">{columnLetter(c + 1)}</Table.Th>)}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {grid.map((row, r) => (
              <Table.Tr key={r}>
                <Table.Th c="dimmed">{r + 1}</Table.Th>
                {Array.from({ length: cols }, (_, c) => {
                  const role = cellRole(r + 1, c + 1, draft);
                  return (
                    <Table.Td key={c} bg={ROLE_COLOR[role]} fw={role === 'header' ? 700 : undefined} data-role={role} dir="auto" style={{ whiteSpace: 'nowrap', maxWidth: 160, overflow: 'hidden', textOverflow: 'ellipsis' }}>
                      {row[c] ?? ''}
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
    </Stack>
  );
}
