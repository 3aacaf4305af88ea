import { Button, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { AUDIT_KIND_LABELS, AUDIT_KINDS, AUDIT_MSG } from '@superliga/league';
import { useState } from 'react';
import { AuditEntriesTable } from '../../../components/audit-entries';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { SeasonSelect } from '../../../components/season-select';
import { notifyError } from '../../../lib/notify';
import { useDownloadAuditCsv } from '../api/download-audit-csv';
import { useAudit, type AuditFilters } from '../api/get-audit';
import { useAuditActors } from '../api/get-audit-actors';
import { useAuditUsers } from '../api/get-audit-users';
import { Permitted } from '../../../components/permitted';

const NO_FILTERS: AuditFilters = { actor: '', kind: '', user: '', season: '' };
const kindOptions = [{ value: '', label: AUDIT_MSG.anyKind }, ...AUDIT_KINDS.map((k) => ({ value: k, label: AUDIT_KIND_LABELS[k] }))];

/** /auditoria (Admin): every staff action and server decision, filtered, paged, downloadable (docs/decisions/022-audit-log.md). */
export default function AuditRoute() {
  return (
    <Permitted action="readAuditLog">
      <AuditScreen />
    </Permitted>
  );
}

function AuditScreen() {
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const audit = useAudit(filters, page);
  const actors = useAuditActors();
  const users = useAuditUsers();
  const download = useDownloadAuditCsv();
  const set = (key: keyof AuditFilters) => (value: string) => {
    setFilters((f) => ({ ...f, [key]: value }));
    setPage(1);
  };
  return (
    <Stack>
      <Title order={1}>{AUDIT_MSG.screenTitle}</Title>
      <Text size="sm" c="dimmed">
        {AUDIT_MSG.screenHelp}
      </Text>
      <Group align="flex-end" wrap="wrap">
        <NativeSelect
          label={AUDIT_MSG.filterActor}
          data={[{ value: '', label: AUDIT_MSG.anyone }, ...(actors.data?.data ?? []).map((a) => ({ value: a.value, label: a.name }))]}
          value={filters.actor}
          onChange={(e) => set('actor')(e.currentTarget.value)}
          // Its width fixed, not its options': they arrive later (decision 044, "Nothing moves while a screen loads").
          w="100%"
          maw={240}
        />
        <NativeSelect label={AUDIT_MSG.filterKind} data={kindOptions} value={filters.kind} onChange={(e) => set('kind')(e.currentTarget.value)} maw={280} />
        <NativeSelect
          label={AUDIT_MSG.filterUser}
          data={[{ value: '', label: AUDIT_MSG.anyone }, ...(users.data?.data ?? []).map((u) => ({ value: String(u.id), label: u.name }))]}
          value={filters.user}
          onChange={(e) => set('user')(e.currentTarget.value)}
          w="100%"
          maw={240}
        />
        <SeasonSelect label={AUDIT_MSG.filterSeason} value={filters.season} onChange={(v) => set('season')(v ?? '')} allowAll />
        <Button
          variant="light"
          loading={download.isPending}
          onClick={() => download.mutate(filters, { onError: (e) => notifyError(e, AUDIT_MSG.downloadError) })}
        >
          {AUDIT_MSG.downloadCsv}
        </Button>
      </Group>
      <QueryState query={audit} error={AUDIT_MSG.loadError} empty={AUDIT_MSG.empty}>
        {({ data, meta }) => (
          <>
            <AuditEntriesTable entries={data} label={AUDIT_MSG.screenTitle} />
            <Pager page={page} lastPage={meta?.last_page ?? 1} onChange={setPage} />
          </>
        )}
      </QueryState>
    </Stack>
  );
}
