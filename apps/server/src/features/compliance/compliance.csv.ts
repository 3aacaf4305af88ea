import { COMPLIANCE_CSV_COLUMNS, COMPLIANCE_MSG, type ComplianceFigure, type ComplianceReport } from '@superliga/league';

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

const pair = (f: ComplianceFigure) => [f.value, f.limit];

/**
 * The compliance report as CSV for the Admin: a header row of Spanish column names, one row per
 * team, CRLF line ends, numbers with a decimal point, and a UTF-8 BOM so a spreadsheet reads the
 * accents right.
 */
export function complianceCsv(report: ComplianceReport): string {
  const rows = report.data.map((r) => [
    r.team.name,
    r.division,
    r.manager?.name ?? '',
    r.players,
    ...pair(r.senior),
    ...pair(r.youth),
    ...pair(r.ca_best16),
    ...pair(r.blocks),
    ...pair(r.clause_losses),
    ...pair(r.auctions),
    ...pair(r.auctions_over_20),
    r.ok ? COMPLIANCE_MSG.yes : COMPLIANCE_MSG.no,
  ]);
  return '\uFEFF' + [COMPLIANCE_CSV_COLUMNS, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
