import { formatMoney, type LegacyReport } from '@superliga/league';

/** The report as the command line prints it: per table, what cannot be mapped, the mapping review, the money. */
export function legacyReportText(report: LegacyReport, applied: boolean): string {
  const lines: string[] = [applied ? 'Importación aplicada.' : 'Revisión (nada se escribió):', ''];
  lines.push('Tabla                 leídas  crear  vincular  ya-importadas  fuera');
  for (const t of report.tables) {
    lines.push(
      `${t.table.padEnd(20)} ${[t.found, t.create, t.linked, t.already, t.skipped].map((n, i) => String(n).padStart([7, 6, 9, 14, 6][i]!)).join(' ')}`,
    );
  }
  if (report.missing.length) lines.push('', 'Faltan en la base vieja:', ...report.missing.map((m) => `  - ${m}`));
  if (report.problems.length) {
    lines.push('', 'No se puede mapear (o se mapea con cambios):');
    for (const p of report.problems) lines.push(`  - ${p.table}${p.legacy_id === null ? '' : ` #${p.legacy_id}`}: ${p.reason}`);
  }
  const review = (title: string, rows: LegacyReport['review']['users']) => {
    lines.push('', title);
    for (const r of rows)
      lines.push(`  #${r.legacy_id} ${r.legacy_name} (${r.detail}) -> ${r.target_id === null ? 'nuevo' : `${r.target_name ?? ''} #${r.target_id}`} [${r.how}]`);
  };
  review('Revisión de managers:', report.review.users);
  review('Revisión de equipos:', report.review.teams);
  lines.push('', `Presupuestos viejos: ${formatMoney(report.money.old_budgets)}; asientos de apertura: ${formatMoney(report.money.openings)}.`);
  for (const d of report.money.differences) {
    lines.push(
      `  - #${d.legacy_user_id} ${d.name}: presupuesto ${formatMoney(d.budget)}, libro viejo ${formatMoney(d.ledger_balance)} (diferencia ${formatMoney(d.budget - d.ledger_balance)})`,
    );
  }
  return lines.join('\n');
}
