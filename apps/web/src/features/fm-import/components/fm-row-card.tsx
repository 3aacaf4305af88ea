import { Badge, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { FM_IMPORT_MSG as M, type FmImportRow, FM_IMPORT_SCREEN } from '@superliga/league';
import { formatPesos } from '../../../lib/format';

type Change = FmImportRow['changes'][number];

const shown = (change: Change, v: Change['from']) => (v === null ? '' : change.field === 'value' && typeof v === 'number' ? formatPesos(v) : String(v));

/** What a tick does, in words: 'CA: 152 → 148', 'Crear en Boca Juniors', 'Es Inaki Pena (Real Madrid)'. */
function changeLabel(change: Change) {
  if (change.field === 'new') return M.newIn(String(change.to));
  if (change.field === 'link') return change.from === null ? `${M.fields.link} ${change.to}` : String(change.from);
  return `${M.fields[change.field]}: ${shown(change, change.from)} → ${shown(change, change.to)}`;
}

/** One FM row as a block (readable at 375 px): who FM says it is, and a checkbox per change. */
export function FmRowCard({ row, ticked, onTick }: { row: FmImportRow; ticked: ReadonlySet<string>; onTick: (change: Change, on: boolean) => void }) {
  return (
    <Card withBorder padding="sm" data-testid="fm-row" aria-label={row.name}>
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={700}>{row.name}</Text>
          <Badge variant="light" color={row.match === 'none' ? 'gray' : 'blue'}>
            {M.matchedBy[row.match]}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {[
            row.club || '—',
            M.ageYears(row.age),
            FM_IMPORT_SCREEN.ca(row.ca),
            FM_IMPORT_SCREEN.pa(row.pa),
            row.value_text || '—',
            row.nationality,
            row.positions,
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {row.player && (
          <Text size="sm">
            {row.player.name} ({row.player.team.name})
          </Text>
        )}
        {row.changes.map((change) => (
          <Stack key={change.id} gap={0}>
            <Checkbox
              label={changeLabel(change)}
              checked={ticked.has(change.id)}
              disabled={!change.applicable}
              onChange={(e) => onTick(change, e.currentTarget.checked)}
            />
            {change.note && (
              <Text size="xs" c="dimmed" pl={32}>
                {change.note}
              </Text>
            )}
          </Stack>
        ))}
        <Text size="xs" c="dimmed">
          {row.file} {FM_IMPORT_SCREEN.fila}
          {row.row} {FM_IMPORT_SCREEN.uid}
          {row.uid}
        </Text>
      </Stack>
    </Card>
  );
}
