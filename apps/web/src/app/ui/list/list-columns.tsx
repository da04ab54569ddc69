import type { ReactNode } from 'react';
import { Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useFormat } from '../../i18n/format';
import { dayText } from '../../i18n/day-text';
import type { ListColumn } from './resource-list-page';

/** A record's name, emphasised and in its own writing direction, over a dimmed line of detail (none when empty). */
export function NameCell({ name, detail, fw = 500 }: { name: ReactNode; detail?: ReactNode; fw?: 500 | 600 }) {
  return (
    <>
      <Text size="sm" fw={fw} dir="auto">{name}</Text>
      {detail && <Text size="xs" c="dimmed" dir="auto">{detail}</Text>}
    </>
  );
}

/** The keys of `R` whose values are text (or missing). */
type TextKey<R> = { [K in keyof R]: R[K] extends string | null | undefined ? K : never }[keyof R] & string;

/**
 * The usual columns of a list, each declared once by its record field: the header is the translation of
 * `{prefix}{field}` (`labor_fields.` + `phone`), or of `{prefix}{headerKey}` when the header is worded under another
 * key, and the cell reads the field, '—' when it is empty.
 */
export interface ListColumns<R> {
  /** The row's name, emphasised, in its own writing direction. */
  name(field: TextKey<R>, headerKey?: string): ListColumn<R>;
  /** Text as written (codes, places, people), in its own writing direction. */
  text(field: TextKey<R>, headerKey?: string): ListColumn<R>;
  /** Text always read left to right (phones, e-mail addresses, user names). */
  ltr(field: TextKey<R>, headerKey?: string): ListColumn<R>;
  /** A calendar day (`2026-03-21`) as a medium date in the reader's language and digits. */
  day(field: TextKey<R>, headerKey?: string): ListColumn<R>;
}

export function useListColumns<R>(t: TFunction, prefix: string): ListColumns<R> {
  const format = useFormat();
  const header = (field: string) => t(`${prefix}${field}`);
  const read = (row: R, field: TextKey<R>) => row[field] as string | null | undefined;
  return {
    name: (field, headerKey = field) => ({ header: header(headerKey), cell: (row) => <NameCell name={read(row, field)} /> }),
    text: (field, headerKey = field) => ({ header: header(headerKey), cell: (row) => <span dir="auto">{read(row, field) ?? '—'}</span> }),
    ltr: (field, headerKey = field) => ({ header: header(headerKey), cell: (row) => <span dir="ltr">{read(row, field) ?? '—'}</span> }),
    day: (field, headerKey = field) => ({ header: header(headerKey), cell: (row) => dayText(format, read(row, field)) }),
  };
}
