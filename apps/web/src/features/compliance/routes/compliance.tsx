import { Badge, Button, Group, NativeSelect, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import {
  can,
  COMPLIANCE_FIGURE_LABELS,
  COMPLIANCE_FIGURES,
  COMPLIANCE_MSG,
  DIVISIONS,
  formatDecimal,
  type ComplianceFigureKey,
  type TeamComplianceRow,
  COMMON_SCREEN,
  COMPLIANCE_SCREEN,
} from '@superliga/league';
import { useState } from 'react';
import { ListTable } from '../../../components/list-table';
import { QueryState } from '../../../components/query-state';
import { SeasonSelect } from '../../../components/season-select';
import { useUser } from '../../../lib/current-user';
import { notifyError } from '../../../lib/notify';
import { useDownloadComplianceCsv } from '../api/download-compliance-csv';
import { useCompliance } from '../api/get-compliance';

const ALL = 'todas';
const divisionOptions = [{ value: ALL, label: COMPLIANCE_SCREEN.todasLasDivisiones }, ...DIVISIONS.map((d) => ({ value: d, label: d }))];

/** /cumplimiento (spec DECISIONS, 'The league's own rules as settings'): every league team against the season's limits, for everyone; the CSV for the Admin. */
export default function ComplianceRoute() {
  const me = useUser();
  const [season, setSeason] = useState<string | null>(null);
  const [division, setDivision] = useState<string>(ALL);
  const report = useCompliance(season);
  const download = useDownloadComplianceCsv();
  const rows = { ...report, data: report.data?.data.filter((r) => division === ALL || r.division === division) };
  return (
    <Stack>
      <Title order={1}>{COMPLIANCE_MSG.title}</Title>
      <Text size="sm" c="dimmed">
        {COMPLIANCE_MSG.intro} {COMPLIANCE_MSG.note}
      </Text>
      <Group align="flex-end" wrap="wrap">
        <SeasonSelect value={season} onChange={setSeason} defaultToCurrent />
        <NativeSelect label={COMMON_SCREEN.division} data={divisionOptions} value={division} onChange={(e) => setDivision(e.currentTarget.value)} maw={220} />
        {can('exportCompliance', me.data?.rol) && (
          <Button
            variant="light"
            loading={download.isPending}
            onClick={() => download.mutate(season, { onError: (e) => notifyError(e, COMPLIANCE_MSG.downloadError) })}
          >
            {COMPLIANCE_MSG.download}
          </Button>
        )}
      </Group>
      <QueryState query={rows} error={COMPLIANCE_MSG.loadError} empty={COMPLIANCE_MSG.empty}>
        {(data) => (
          <ListTable
            minWidth={1000}
            nativeScroll
            aria-label={COMPLIANCE_MSG.title}
            columns={[
              COMMON_SCREEN.equipo,
              COMMON_SCREEN.division,
              { label: COMMON_SCREEN.jugadores, numeric: true },
              ...COMPLIANCE_FIGURES.map((k) => COMPLIANCE_FIGURE_LABELS[k]),
              COMMON_SCREEN.estado,
            ]}
          >
            {data.map((r) => (
              <TeamRow key={r.team.id} row={r} />
            ))}
          </ListTable>
        )}
      </QueryState>
    </Stack>
  );
}

function TeamRow({ row }: { row: TeamComplianceRow }) {
  return (
    <Table.Tr data-testid={`compliance-${row.team.id}`}>
      <Table.Td>
        <Text size="sm" fw={600}>
          {row.team.name}
        </Text>
        {row.manager && (
          <Text size="xs" c="dimmed">
            {row.manager.name}
          </Text>
        )}
      </Table.Td>
      <Table.Td>{row.division}</Table.Td>
      <Table.Td ta="right">{row.players}</Table.Td>
      {COMPLIANCE_FIGURES.map((k) => (
        <FigureCell key={k} figure={k} row={row} />
      ))}
      <Table.Td>
        <Badge color={row.ok ? 'teal.9' : 'red'}>{row.ok ? COMPLIANCE_MSG.ok : COMPLIANCE_MSG.over}</Badge>
      </Table.Td>
    </Table.Tr>
  );
}

/** '19 / 18' and its mark: a check when within the limit, 'Excedido' in red when over. */
function FigureCell({ figure, row }: { figure: ComplianceFigureKey; row: TeamComplianceRow }) {
  const { value, limit, ok } = row[figure];
  const shown = figure === 'ca_best16' ? formatDecimal(value) : String(value);
  return (
    // Relative: the visually hidden 'Cumple' is positioned inside the cell, so the table's scroll clips it instead of widening the page.
    <Table.Td style={{ whiteSpace: 'nowrap', position: 'relative' }} c={ok ? undefined : 'red.9'} fw={ok ? undefined : 700}>
      {shown}
      {limit !== null && ` / ${limit}`}{' '}
      {ok ? (
        <Text span c="teal.9">
          <span aria-hidden>✓</span>
          <VisuallyHidden>{COMPLIANCE_MSG.ok}</VisuallyHidden>
        </Text>
      ) : (
        <Text span size="xs">
          {COMPLIANCE_MSG.over}
        </Text>
      )}
    </Table.Td>
  );
}
