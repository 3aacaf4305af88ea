import { Table, type TableProps } from '@mantine/core';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import './list-table.css';

/**
 * A header cell: its text, whether the column holds numbers (right-aligned like its cells), and
 * whether it is `short` (a figure of a few digits such as an age): on a phone's card the short
 * columns side by side share one line, so a card is a few lines, not one per column (decision 027).
 */
export type ListColumn = string | { label: string; numeric?: true; short?: true };

/**
 * The striped list table every screen shows: a scroll container of `minWidth`, the header row
 * from `columns` (`false` leaves out a column the viewer may not see) and the caller's rows.
 * `nativeScroll` is for screens read on a phone: a native scroll region with a tab stop, so it
 * can be scrolled with the keyboard. Other Table props (highlightOnHover, aria-label) pass through.
 * On a narrow screen the columns that say what a row is stay fixed while the rest scroll under them
 * (decision 027): the first one by default, the first two with `stickyStart={2}` (a position before the
 * name), none with 0; `stickyEnd` keeps the last column (the row's actions) in view as well.
 * `cards` is for lists a manager acts on from a phone (docs/decisions/027-the-phone-app.md): below
 * 36em each row becomes a card, one line per column with its header as the label, so the amount,
 * the state and the buttons are all on screen with no sideways scroll. A cell marked `data-action`
 * holds only the row's button: its card line has no label.
 */
export function ListTable({
  minWidth,
  columns,
  nativeScroll = false,
  stickyStart = 1,
  stickyEnd = false,
  cards = false,
  children,
  ...tableProps
}: Omit<TableProps, 'children' | 'data' | 'striped'> & {
  minWidth: number;
  columns: (ListColumn | false)[];
  nativeScroll?: boolean;
  stickyStart?: 0 | 1 | 2;
  stickyEnd?: boolean;
  cards?: boolean;
  children: ReactNode;
}) {
  const sticky = [
    cards && 'list-table-cards',
    !cards && stickyStart === 1 && 'list-table-start',
    !cards && stickyStart === 2 && 'list-table-start-2',
    !cards && stickyEnd && 'list-table-end',
  ]
    .filter(Boolean)
    .join(' ');
  const shown = columns.filter((c) => c !== false);
  const labels = shown.map((c) => (typeof c === 'string' ? c : c.label));
  const short = shown.map((c) => typeof c !== 'string' && c.short === true);
  const table = useRef<HTMLTableElement>(null);
  // Each cell carries its column's name for the card layout; rows come from callers (and fragments), so it is set on the DOM.
  useLayoutEffect(() => {
    if (!cards || !table.current) return;
    for (const row of table.current.tBodies[0]?.rows ?? []) {
      Array.from(row.cells).forEach((cell, i) => {
        // A cell holding only its row's action (a row's 'Guardar' where others show a result) keeps no label on its card.
        cell.setAttribute('data-label', cell.hasAttribute('data-action') ? '' : (labels[i] ?? ''));
        cell.toggleAttribute('data-short', short[i] === true);
      });
    }
  });
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      className={cards ? 'list-table-cards-scroll' : undefined}
      {...(nativeScroll ? { type: 'native', tabIndex: 0 } : {})}
    >
      <Table ref={table} striped className={sticky || undefined} {...tableProps}>
        <Table.Thead>
          <Table.Tr>
            {shown.map((c, i) => (
              <Table.Th key={i} ta={typeof c !== 'string' && c.numeric ? 'right' : undefined}>
                {labels[i]}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
