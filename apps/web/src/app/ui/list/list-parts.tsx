import { useEffect, useEffectEvent, useState, type ReactNode } from 'react';
import { Alert, Button, CloseButton, Group, Loader, Modal, Pagination, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Endpoint } from '@rayyan/contracts';
import type { z } from 'zod';
import { useApi } from '../../services';
import { downloadEndpoint } from '../../api/endpoint-download';
import { useErrorText } from '../../api/use-error-text';
import { ErrorLine } from '../error-line';
import { isoDay } from '../form-errors';
import { PAGE_SIZES } from './use-list-params';
import { ListEmpty } from '../empty-page';
import { useFormat } from '../../i18n/format';
import tableClasses from './list-table.module.css';

/** Search box that reports its text after the user pauses typing (400 ms). */
export function SearchInput({ value, onSearch, label, testId }: { value: string; onSearch: (text: string) => void; label: string; testId: string }) {
  const { t } = useTranslation('lists');
  const [text, setText] = useState(value);
  const [debounced] = useDebouncedValue(text, 400);
  const report = useEffectEvent((text: string) => onSearch(text));
  useEffect(() => report(debounced), [debounced]);
  return (
    <TextInput
      type="search"
      label={label}
      placeholder={t('search_placeholder')}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      rightSection={text ? <CloseButton size="sm" aria-label={t('clear_search')} onClick={() => setText('')} /> : null}
      data-testid={testId}
      w={{ base: '100%', sm: 260 }}
    />
  );
}

/** The rows-per-page choice of a list's pages. */
export function PageSizeSelect({ pageSize, onPageSize, testId }: { pageSize: number; onPageSize: (size: number) => void; testId: string }) {
  const { t } = useTranslation('lists');
  const nf = useFormat().number();
  return (
    <Select
      aria-label={t('page_size')}
      data={PAGE_SIZES.map((n) => ({ value: String(n), label: t('per_page', { count: n, size: nf.format(n) }) }))}
      value={String(pageSize)}
      onChange={(v) => v && onPageSize(Number(v))}
      allowDeselect={false}
      w={140}
      size="xs"
      data-testid={testId}
    />
  );
}

/** Page navigation with a page-size choice and "1–20 of 57" (server-side pagination). */
export function ListPagination({
  count,
  page,
  pageSize,
  onPage,
  onPageSize,
  testId,
}: {
  count: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  testId: string;
}) {
  const { t, i18n } = useTranslation('lists');
  const total = Math.max(1, Math.ceil(count / pageSize));
  const nf = useFormat().number();
  const from = count === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(count, page * pageSize);
  return (
    <Group justify="space-between" mt="md" gap="sm" data-testid={testId}>
      <Text size="sm" c="dimmed" data-testid={`${testId}-summary`} aria-live="polite">
        {t('range', { from: nf.format(from), to: nf.format(to), count: nf.format(count) })}
      </Text>
      <Group gap="sm">
        <PageSizeSelect pageSize={pageSize} onPageSize={onPageSize} testId={`${testId}-size`} />
        <Pagination
          total={total}
          value={Math.min(page, total)}
          onChange={onPage}
          size="sm"
          siblings={1}
          // The arrows point the way the page reads: mirrored in Arabic (right to left).
          getControlProps={(control) => ({ 'aria-label': t(`page_${control}`), style: i18n.dir() === 'rtl' ? { transform: 'scaleX(-1)' } : undefined })}
          getItemProps={(p) => ({ 'aria-label': t('page_n', { page: nf.format(p) }), 'data-testid': `${testId}-page-${p}`, children: nf.format(p) })}
        />
      </Group>
    </Group>
  );
}

/** A table that scrolls sideways on narrow screens, with loading, error and empty states. */
export function ListTable({
  caption,
  headers,
  loading,
  error,
  empty,
  emptyText,
  children,
  minWidth = 720,
  stickyLastColumn = false,
  testId,
}: {
  caption: string;
  headers: string[];
  loading: boolean;
  error: unknown;
  empty: boolean;
  /** The empty list's message ("No trees found"); the spec's "No Items" by default. */
  emptyText?: string;
  children: ReactNode;
  minWidth?: number;
  /** The last column (the row actions) stays in view when the table scrolls sideways. */
  stickyLastColumn?: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (loading) {
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={t('common:loading')} />
      </Group>
    );
  }
  if (error) {
    return (
      <Alert color="red" variant="light" role="alert" data-testid={`${testId}-error`}>
        {errorText(error)}
      </Alert>
    );
  }
  if (empty) return <ListEmpty title={emptyText} />;
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="xs" data-testid={testId}>
        <caption className="visually-hidden" style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
          {caption}
        </caption>
        <Table.Thead>
          <Table.Tr>
            {headers.map((h, i) => (
              <Table.Th key={h} scope="col" className={stickyLastColumn && i === headers.length - 1 ? tableClasses.stickyEnd : undefined}>
                {h}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** A declared export endpoint (an .xlsx of a list's records). */
export type ListExportEndpoint = Endpoint & { method: 'GET'; response: 'file'; query: z.ZodType };

/** Downloads an export (.xlsx) of a list with its current filters (a query string), named `<prefix>-YYYY-MM-DD.xlsx`. */
export function ExportButton({ endpoint, query, filePrefix, testId, label }: { endpoint: ListExportEndpoint; query: string; filePrefix: string; testId: string; label?: string }) {
  const { t } = useTranslation('lists');
  const api = useApi();
  const download = useMutation({
    mutationFn: () => downloadEndpoint(api, endpoint, `${filePrefix}-${isoDay()}.xlsx`, { query: new URLSearchParams(query) }),
  });
  return (
    <Stack gap={4}>
      <Button variant="default" onClick={() => download.mutate()} loading={download.isPending} data-testid={testId}>
        {label ?? t('export_excel')}
      </Button>
      <ErrorLine error={download.error} size="xs" />
    </Stack>
  );
}

/** "Are you sure?" before a destructive action; shows the server's refusal (e.g. policy in use) in place. */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  onConfirm,
  onClose,
  loading,
  error,
  errorDetail,
  testId,
  color = 'red',
}: {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  loading?: boolean;
  error?: unknown;
  /** A line under the error's text, e.g. the names of the records that block a delete. */
  errorDetail?: string | undefined;
  testId: string;
  color?: string;
}) {
  const { t } = useTranslation('lists');
  const errorText = useErrorText();
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered data-testid={testId}>
      <Stack>
        <Text dir="auto">{message}</Text>
        {!!error && (
          <Alert color="red" variant="light" role="alert" data-testid={`${testId}-error`}>
            {errorText(error)}
            {errorDetail && (
              <Text size="sm" mt={4} dir="auto">
                {errorDetail}
              </Text>
            )}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-testid={`${testId}-cancel`}>
            {t('cancel')}
          </Button>
          <Button color={color} onClick={onConfirm} loading={loading} data-testid={`${testId}-confirm`}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
