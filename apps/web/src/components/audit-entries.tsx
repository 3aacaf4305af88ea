import { Table, Text } from '@mantine/core';
import { AUDIT_KIND_LABELS, AUDIT_MSG, AUDIT_VALUE_LABELS, type AuditEntry, type AuditKind } from '@superliga/league';
import { formatDate } from '../lib/format';
import { ListTable } from './list-table';

/** A value kept before or after a change, as short text: `campo: valor` pairs. */
function facts(value: unknown) {
  if (value === null || value === undefined) return '—';
  if (typeof value !== 'object') return String(value);
  return Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => `${k}: ${typeof v === 'object' && v !== null ? JSON.stringify(v) : (AUDIT_VALUE_LABELS[String(v)] ?? String(v))}`)
    .join(' · ');
}

/**
 * Audit entries as a table (docs/decisions/022-audit-log.md): the Admin's log and the manager's
 * own entries on his movements screen draw the same rows.
 */
export function AuditEntriesTable({ entries, label }: { entries: AuditEntry[]; label: string }) {
  return (
    <ListTable
      minWidth={900}
      cards
      aria-label={label}
      columns={[AUDIT_MSG.colAt, AUDIT_MSG.colActor, AUDIT_MSG.colKind, AUDIT_MSG.colUser, AUDIT_MSG.colBefore, AUDIT_MSG.colAfter, AUDIT_MSG.colReason]}
    >
      {entries.map((e) => (
        <Table.Tr key={e.id} data-testid={`audit-${e.id}`}>
          <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(e.at)}</Table.Td>
          <Table.Td>{e.actor.name}</Table.Td>
          <Table.Td>{AUDIT_KIND_LABELS[e.kind as AuditKind] ?? e.kind}</Table.Td>
          <Table.Td>
            {e.user?.name ?? '—'}
            {e.team && (
              <Text size="xs" c="dimmed">
                {e.team.name}
              </Text>
            )}
          </Table.Td>
          <Table.Td>
            <Text size="xs">{facts(e.before)}</Text>
          </Table.Td>
          <Table.Td>
            <Text size="xs">{facts(e.after)}</Text>
          </Table.Td>
          <Table.Td>{e.reason ?? '—'}</Table.Td>
        </Table.Tr>
      ))}
    </ListTable>
  );
}
