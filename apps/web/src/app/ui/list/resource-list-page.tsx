import { Fragment, useState, type CSSProperties, type ReactNode } from 'react';
import { Group, Select, Stack, Table, Text } from '@mantine/core';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { Endpoint, EndpointAccess } from '@rayyan/contracts';
import type { z } from 'zod';
import { useApi } from '../../services';
import { callEndpoint } from '../../api/endpoint-call';
import { useAlerts } from '../../alerts/use-alerts';
import { PermissionButton } from '../../permissions/permission-button';
import { PageTitle } from '../page-title';
import { SideDrawer } from '../side-drawer';
import { ConfirmDialog, ExportButton, ListPagination, ListTable, SearchInput, type ListExportEndpoint } from './list-parts';
import { KeysetPager, useKeysetPages } from './keyset-pager';
import { RowActions } from './row-actions';
import { useListParams, type ListParams } from './use-list-params';

type Guarded = { access: Exclude<EndpointAccess, 'public'> };

/**
 * The endpoints of a record type (packages/contracts `crudEndpoints`, or its own declarations); each action
 * is offered to whoever the endpoint's declared access lets through.
 */
export interface ListEndpoints<R> {
  /** A page of records: offset pages (`count` of every match), or keyset pages (`next_cursor`; see `keyset`). */
  list: Endpoint & { method: 'GET'; response: z.ZodType<{ count: number | null; results: R[]; next_cursor?: string | null }> };
  /** Without it, the list has no Excel export. */
  export?: ListExportEndpoint;
  /** Without it, records are not created from the list. */
  create?: Endpoint & Guarded;
  /** Without it, records are not edited from the list. */
  update?: Endpoint & Guarded;
  /** Without it, records are not deleted from the list. */
  remove?: Endpoint & Guarded & { method: 'DELETE'; response: 'empty' };
}

export interface ListColumn<R> {
  header: string;
  cell: (row: R) => ReactNode;
  style?: CSSProperties;
  /** A test id on the cell itself. */
  cellTestId?: (row: R) => string;
}

/** A choice filter above the list, kept in the address bar under `name`. */
export interface ListFilter {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  width?: number;
  /** `{list testId}-filter-{name}` by default, without an `_id` ending (`region_id` → `traps-filter-region`). */
  testId?: string;
  /** Type to find an option (long lists: crops). */
  searchable?: boolean;
  /** What the empty choice says; "All" by default. */
  placeholder?: string;
}

export interface ResourceListPageProps<R extends { id: string }> {
  endpoints: ListEndpoints<R>;
  /** Prefix of the list's queries; saves and deletes refresh every query under it. */
  queryKey: readonly unknown[];
  /** What a delete refreshes when more than this list depends on it (counts on other lists); `queryKey` by default. */
  refreshKey?: readonly unknown[];
  /** Other lists a delete changes (a farm's field count), refreshed beside `refreshKey`. */
  alsoRefresh?: readonly (readonly unknown[])[];
  /** Query parameters every page and the export carry, not shown as filters (the farm of a farm's fields). */
  fixedQuery?: Record<string, string>;
  /** Shown between the title and the search (a map of the listed records). */
  aboveList?: ReactNode;
  /** The title, intro, search label and texts read by the usual keys (`listNames`); `title`, `intro`, `searchLabel` and `text` beside it win. */
  names?: ListNames;
  /** The page's title (and the table's caption). */
  title?: string;
  /**
   * The list answers keyset pages (`next_cursor`, `count` on the first page only): Previous and Next walk them
   * instead of numbered pages.
   */
  keyset?: boolean;
  /** The empty list's message; the spec's "No Items" by default. */
  emptyText?: string;
  /** Test ids: `{testId}-table`, `-row-{key}`, `-edit-{key}`, `-delete-{key}`, `-create`, `-export`, `-search`, `-pagination`. */
  testId: string;
  /** The row's key in its test ids; its id by default; null for ids without a key (rows then differ by `data-name`). */
  rowTestKey?: (row: R) => string | null;
  /** A line under the title saying what the list is for. */
  intro?: ReactNode;
  /** What a refused delete adds to its message (e.g. the records still using this one). */
  deleteErrorDetail?: (error: unknown) => string | undefined;
  /**
   * Test ids of the drawer and the delete confirmation (`labor` → `labor-drawer`, `labor-delete-confirm`): `testId` in the
   * singular by default (`labors` → `labor`, `custom-activities` → `custom-activity`).
   */
  itemTestId?: string;
  /** Name of the exported file, before its date (`labors-2026-11-24.xlsx`); `testId` by default. */
  exportPrefix?: string;
  /** The search box's label; without one the list has no search. */
  searchLabel?: string;
  filters?: ListFilter[];
  columns: ListColumn<R>[];
  /** Table width below which it scrolls sideways (phones). */
  minWidth?: number;
  /** The record's name, for screen readers, the delete question and its alert. */
  rowName: (row: R) => string;
  /** The add, edit and delete texts; a list without a form or a delete needs none. */
  text?: { add?: string; edit: string; deleteTitle?: string; deleteConfirm?: (name: string) => string; deleted?: string; editNamed?: (name: string) => string; deleteNamed?: (name: string) => string };
  /** The create-or-edit form, in the side drawer. */
  form?: (record: R | null, onDone: () => void) => ReactNode;
  /** Without the permission, hide the add, edit and delete buttons (default) or show them disabled with the reason. */
  permissionMode?: 'hide' | 'disable';
  /** Extra actions of a row, before Edit and Delete. */
  rowActions?: (row: R) => ReactNode;
  /** Extra actions of a row, after Edit and Delete. */
  trailingRowActions?: (row: R) => ReactNode;
  /** Extra buttons beside Export and Add (given the list's search and filters, e.g. for another export). */
  actions?: (list: ListParams) => ReactNode;
  /** The form drawer's width ('lg' by default) and, when editing differs from adding, the edit drawer's test id. */
  drawer?: { size?: 'lg' | 'xl'; editTestId?: string };
}

export type ListText = NonNullable<ResourceListPageProps<{ id: string }>['text']>;

/** The i18n keys of a list's texts in its page's namespace; the delete question is the usual `delete_confirm` without its own. */
export interface ListKeys {
  title: string;
  /** Without it, the list has no line under its title (or the page gives its own `intro`). */
  intro?: string;
  /** Without it, the list has no search. */
  search?: string;
  add: string;
  edit: string;
  deleteTitle: string;
  deleteConfirm?: string;
}

/** Whether the list has the convention's line under its title, and a record type's plural when not `{item}s`. */
interface KeyOptions {
  intro?: boolean;
  items?: string;
}

/**
 * A record type named in its namespace's keys: `labor` → `labors_title`, (`labors_intro`), `search_labors`, `add_labor`, `edit_labor`,
 * `delete_labor_title`.
 */
export function nounKeys(item: string, { intro, items = `${item}s` }: KeyOptions = {}): ListKeys {
  return { title: `${items}_title`, intro: intro ? `${items}_intro` : undefined, search: `search_${items}`, add: `add_${item}`, edit: `edit_${item}`, deleteTitle: `delete_${item}_title` };
}

/**
 * A record type with a section of keys of its own: `pesticides` → `pesticides.title`, (`.intro`), `.search`, `.add`, `.edit`,
 * `.delete_title`, `.delete_confirm`; `''` for a namespace of one record type (`title`, `search`, …).
 */
export function sectionKeys(section: string, { intro }: Pick<KeyOptions, 'intro'> = {}): ListKeys {
  const key = (name: string) => (section ? `${section}.${name}` : name);
  return { title: key('title'), intro: intro ? key('intro') : undefined, search: key('search'), add: key('add'), edit: key('edit'), deleteTitle: key('delete_title'), deleteConfirm: key('delete_confirm') };
}

export interface ListNames {
  title: string;
  intro?: string;
  searchLabel?: string;
  text: ListText;
}

/** A list's title, intro, search label and texts from its keys (`nounKeys`, `sectionKeys`), the usual ones as `usualListText` reads them. */
export function listNames(t: TFunction, keys: ListKeys, usualNs?: string): ListNames {
  const read = (key?: string) => key && t(key);
  return { title: t(keys.title), intro: read(keys.intro), searchLabel: read(keys.search), text: usualListText(t, keys, usualNs) };
}

/** A list's test-id stem in the singular, for one record's: `labors` → `labor`, `custom-activities` → `custom-activity`. */
export function singularTestId(testId: string): string {
  return testId.replace(/ies$/, 'y').replace(/s$/, '');
}

/**
 * The list's texts: the record type's own titles (and delete question, when it has one), and the usual keys
 * (`delete_confirm`, `deleted`, `edit_named`, `delete_named`) of `t`'s namespace, or of `usualNs` when given.
 */
export function usualListText(t: TFunction, keys: { add: string; edit: string; deleteTitle: string; deleteConfirm?: string }, usualNs?: string): ListText {
  const usual = (key: string) => (usualNs ? `${usualNs}:${key}` : key);
  return {
    add: t(keys.add),
    edit: t(keys.edit),
    deleteTitle: t(keys.deleteTitle),
    deleteConfirm: (name) => t(keys.deleteConfirm ?? usual('delete_confirm'), { name }),
    deleted: t(usual('deleted')),
    editNamed: (name) => t(usual('edit_named'), { name }),
    deleteNamed: (name) => t(usual('delete_named'), { name }),
  };
}

/**
 * A record type's list page from its declaration: title, export and add buttons, search and filters (in the
 * address bar), the table with its loading, error and empty states, pages, row actions by permission, the
 * create-or-edit drawer and the delete confirmation.
 */
export function ResourceListPage<R extends { id: string }>(props: ResourceListPageProps<R>) {
  const { endpoints, queryKey, testId, itemTestId = singularTestId(testId), filters = [], columns, rowName } = props;
  const title = props.title ?? props.names?.title ?? '';
  const intro = props.intro ?? props.names?.intro;
  const searchLabel = props.searchLabel ?? props.names?.searchLabel;
  const text = props.text ?? props.names?.text ?? { edit: title };
  // A list whose rows have no action (their own controls in a cell) has no actions column.
  const hasActions = Boolean((endpoints.update && props.form) || endpoints.remove || props.rowActions || props.trailingRowActions);
  const keyOf = (row: R) => {
    const key = props.rowTestKey ? props.rowTestKey(row) : row.id;
    return key === null ? '' : `-${key}`;
  };
  const { t } = useTranslation('lists');
  const api = useApi();
  const queryClient = useQueryClient();
  const { add } = useAlerts();
  const list = useListParams(filters.map((filter) => filter.name));
  const withFixed = (query: string) => (props.fixedQuery ? [query, new URLSearchParams(props.fixedQuery).toString()].filter(Boolean).join('&') : query);
  const keyset = useKeysetPages(withFixed(list.query));
  const listQuery = props.keyset ? keyset.query : withFixed(list.query);
  const [editing, setEditing] = useState<{ record: R | null } | null>(null);
  const [deleting, setDeleting] = useState<R | null>(null);
  const page = useQuery({
    queryKey: [...queryKey, listQuery],
    queryFn: () =>
      callEndpoint(api, endpoints.list as Endpoint, { query: new URLSearchParams(listQuery) } as never) as unknown as Promise<{ count: number | null; count_capped?: boolean; results: R[]; next_cursor?: string | null }>,
    placeholderData: keepPreviousData,
  });
  if (props.keyset) keyset.seen(page.isPlaceholderData ? undefined : page.data);
  const remove = useMutation({
    mutationFn: (row: R) => callEndpoint(api, endpoints.remove! as Endpoint, { params: { id: row.id } } as never),
    onSuccess: async () => {
      await Promise.all([props.refreshKey ?? queryKey, ...(props.alsoRefresh ?? [])].map((key) => queryClient.invalidateQueries({ queryKey: key })));
      add({ id: `${itemTestId}-deleted`, message: text.deleted ?? '' });
      setDeleting(null);
    },
  });
  const rows = page.data?.results ?? [];
  const close = () => setEditing(null);

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <PageTitle>{title}</PageTitle>
        <Group gap="sm" align="flex-start">
          {props.actions?.(list)}
          {endpoints.export && <ExportButton endpoint={endpoints.export} query={withFixed(list.filterQuery)} filePrefix={props.exportPrefix ?? testId} testId={`${testId}-export`} />}
          {endpoints.create && (
            <PermissionButton permission={endpoints.create.access} mode={props.permissionMode} onClick={() => setEditing({ record: null })} data-testid={`${testId}-create`}>
              {text.add}
            </PermissionButton>
          )}
        </Group>
      </Group>
      {intro && (
        <Text c="dimmed" size="sm" maw={760}>
          {intro}
        </Text>
      )}
      {props.aboveList}
      {(searchLabel || filters.length > 0) && (
        <Group gap="sm" align="flex-end" role="search" aria-label={t('filters')}>
          {searchLabel && <SearchInput value={list.search} onSearch={list.setSearch} label={searchLabel} testId={`${testId}-search`} />}
          {filters.map((filter) => (
            <Select
              key={filter.name}
              label={filter.label}
              placeholder={filter.placeholder ?? t('all')}
              data={filter.options}
              value={list.filters[filter.name] ?? null}
              onChange={(value) => list.setFilter(filter.name, value)}
              clearable
              searchable={filter.searchable}
              w={{ base: '100%', sm: filter.width ?? 180 }}
              data-testid={filter.testId ?? `${testId}-filter-${filter.name.replace(/_id$/, '')}`}
            />
          ))}
        </Group>
      )}
      <ListTable
        caption={title}
        headers={[...columns.map((column) => column.header), ...(hasActions ? [t('actions')] : [])]}
        loading={page.isPending}
        error={page.error}
        empty={rows.length === 0}
        emptyText={props.emptyText}
        testId={`${testId}-table`}
        stickyLastColumn={hasActions}
        minWidth={props.minWidth}
      >
        {rows.map((row) => (
          <Table.Tr key={row.id} data-testid={`${testId}-row${keyOf(row)}`} data-name={rowName(row)}>
            {columns.map((column) => (
              <Table.Td key={column.header} style={column.style} data-testid={column.cellTestId?.(row)}>
                {column.cell(row)}
              </Table.Td>
            ))}
            {hasActions && (
              <RowActions
                edit={endpoints.update && props.form ? { permission: endpoints.update.access, onClick: () => setEditing({ record: row }), label: text.editNamed?.(rowName(row)) } : undefined}
                remove={
                  endpoints.remove && {
                    permission: endpoints.remove.access,
                    onClick: () => {
                      remove.reset();
                      setDeleting(row);
                    },
                    label: text.deleteNamed?.(rowName(row)),
                  }
                }
                label={rowName(row)}
                testIds={{ edit: `${testId}-edit${keyOf(row)}`, delete: `${testId}-delete${keyOf(row)}` }}
                trailing={props.trailingRowActions?.(row)}
                sticky
                mode={props.permissionMode}
              >
                {props.rowActions?.(row)}
              </RowActions>
            )}
          </Table.Tr>
        ))}
      </ListTable>
      {props.keyset
        ? rows.length > 0 && (
            <KeysetPager pages={keyset} shown={rows.length} nextCursor={page.data?.next_cursor} pageSize={list.pageSize} onPageSize={list.setPageSize} testId={`${testId}-pagination`} />
          )
        : !!page.data?.count && (
            <ListPagination count={page.data.count} page={list.page} pageSize={list.pageSize} onPage={list.setPage} onPageSize={list.setPageSize} testId={`${testId}-pagination`} />
          )}
      <SideDrawer
        opened={editing !== null}
        onClose={close}
        title={editing?.record ? text.edit : (text.add ?? text.edit)}
        testId={editing?.record && props.drawer?.editTestId ? props.drawer.editTestId : `${itemTestId}-drawer`}
        size={props.drawer?.size}
      >
        {editing && props.form && <Fragment key={editing.record?.id ?? 'new'}>{props.form(editing.record, close)}</Fragment>}
      </SideDrawer>
      <ConfirmDialog
        opened={deleting !== null}
        title={text.deleteTitle ?? ''}
        message={text.deleteConfirm?.(deleting ? rowName(deleting) : '') ?? ''}
        confirmLabel={t('delete')}
        onConfirm={() => deleting && remove.mutate(deleting)}
        onClose={() => setDeleting(null)}
        loading={remove.isPending}
        error={remove.error}
        errorDetail={props.deleteErrorDetail?.(remove.error)}
        testId={`${itemTestId}-delete-confirm`}
      />
    </Stack>
  );
}
