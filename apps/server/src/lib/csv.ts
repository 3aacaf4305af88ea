/** Where a spreadsheet may start a new cell: the comma of RFC 4180, and `;` and tab, which
 * spreadsheets in Spanish locales split on when they open a CSV. */
const CELL_START = /(^|[,;\t\r\n])(?=[=+\-@\t\r])/g;

/**
 * One CSV field (RFC 4180). Every text field is quoted (quotes doubled), so a separator inside it
 * stays inside the cell whichever separator the spreadsheet splits on; numbers are left bare. A
 * text that a spreadsheet would run as a formula (= + - @ or a tab first), at its start or after a
 * `,`, `;` or tab inside it (a reader that ignores the quotes starts a cell there), gets an
 * apostrophe before it: team and manager names are typed by people.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  return `"${value.replace(CELL_START, "$1'").replaceAll('"', '""')}"`;
}
