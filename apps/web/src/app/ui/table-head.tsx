import type { ReactNode } from 'react';
import { Table } from '@mantine/core';

/** A table's header row: one column header a heading, in order (an empty heading for a column of buttons). */
export function TableHead({ headings }: { headings: ReactNode[] }) {
  return (
    <Table.Thead>
      <Table.Tr>
        {headings.map((heading, i) => (
          <Table.Th key={i} scope="col">
            {heading}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
