import { Table, type TableProps } from '@mantine/core';
import type { ReactNode } from 'react';

/** A header cell: its text, and whether the column holds numbers (right-aligned like its cells). */
export type ListColumn = string | { label: string; numeric: true };

/**
 * The striped list table every screen shows: a scroll container of `minWidth`, the header row
 * from `columns` (`false` leaves out a column the viewer may not see) and the caller's rows.
 * `nativeScroll` is for screens read on a phone: a native scroll region with a tab stop, so it
 * can be scrolled with the keyboard. Other Table props (highlightOnHover, aria-label) pass through.
 */
export function ListTable({
  minWidth,
  columns,
  nativeScroll = false,
  children,
  ...tableProps
}: Omit<TableProps, 'children' | 'data' | 'striped'> & { minWidth: number; columns: (ListColumn | false)[]; nativeScroll?: boolean; children: ReactNode }) {
  return (
    <Table.ScrollContainer minWidth={minWidth} {...(nativeScroll ? { type: 'native', tabIndex: 0 } : {})}>
      <Table striped {...tableProps}>
        <Table.Thead>
          <Table.Tr>
            {columns
              .filter((c) => c !== false)
              .map((c, i) =>
                typeof c === 'string' ? (
                  <Table.Th key={i}>{c}</Table.Th>
                ) : (
                  <Table.Th key={i} ta="right">
                    {c.label}
                  </Table.Th>
                ),
              )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
