import { csvField } from '../../lib/csv';
import { COMPLIANCE_CSV_COLUMNS, COMPLIANCE_MSG, type ComplianceFigure, type ComplianceReport } from '@superliga/league';
export { csvField };

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
