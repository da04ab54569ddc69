import { useState, type CSSProperties, type ReactNode } from 'react';
import { Button, Table } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { ConfirmDialog } from './list/list-parts';

export interface LogColumn<R> {
  header: string;
  cell: (row: R) => ReactNode;
  style?: CSSProperties;
}

export interface RecordLogTableProps<R extends { id: string }> {
  rows: R[];
  columns: LogColumn<R>[];
  caption?: string;
  minWidth: number;
  striped?: boolean;
  /** Whether the reader may delete: without it, no delete column. */
  canEdit: boolean;
  /** The delete column's header (none by default). */
  actionsHeader?: string;
  /** Deletes a row; the confirmation closes when it succeeds and shows its error when it fails. */
  remove: UseMutationResult<unknown, Error, R>;
  text: {
    delete: string;
    /** The delete button's accessible name for a row (it says which row). */
    deleteLabel: (row: R) => string;
    confirmTitle: string;
    confirmMessage: (row: R) => string;
  };
  testIds: { table: string; row: (row: R) => string; deleteButton?: (row: R) => string; confirm: string };
}

/**
 * A log of dated records (irrigations, services) as a table, each row removable after a confirmation that names it;
 * the dialog stays open with the server's message when the delete is refused.
 */
export function RecordLogTable<R extends { id: string }>({ rows, columns, caption, minWidth, striped, canEdit, actionsHeader, remove, text, testIds }: RecordLogTableProps<R>) {
  const [deleting, setDeleting] = useState<R | null>(null);
  return (
    <>
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped={striped} data-testid={testIds.table}>
          {caption && <Table.Caption>{caption}</Table.Caption>}
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => <Table.Th key={c.header} scope="col">{c.header}</Table.Th>)}
              {canEdit && <Table.Th scope="col">{actionsHeader}</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.id} data-testid={testIds.row(row)}>
                {columns.map((c) => <Table.Td key={c.header} style={c.style}>{c.cell(row)}</Table.Td>)}
                {canEdit && (
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      onClick={() => { remove.reset(); setDeleting(row); }}
                      aria-label={text.deleteLabel(row)}
                      data-testid={testIds.deleteButton?.(row)}
                    >
                      {text.delete}
                    </Button>
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ConfirmDialog
        opened={deleting !== null}
        title={text.confirmTitle}
        message={deleting ? text.confirmMessage(deleting) : ''}
        confirmLabel={text.delete}
        onConfirm={() => deleting && remove.mutate(deleting, { onSuccess: () => setDeleting(null) })}
        onClose={() => setDeleting(null)}
        loading={remove.isPending}
        error={remove.error}
        testId={testIds.confirm}
      />
    </>
  );
}
