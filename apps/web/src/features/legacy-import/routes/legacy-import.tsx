import { Badge, Button, Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { LEGACY_MSG, type LegacyReviewRow } from '@superliga/league';
import { useState } from 'react';
import { useConfirmPayment } from '../../../components/confirm-payment';
import { Permitted } from '../../../components/permitted';
import { ListTable } from '../../../components/list-table';
import { formatPesos } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAllTeams } from '../../../lib/reference-data';
import { useAllUsers } from '../api/get-all-users';
import { useRunLegacyImport, type LegacyRun } from '../api/run-legacy-import';
import { useSaveLegacyMapping } from '../api/save-legacy-mapping';

type Upload = { file_name: string; dump: string };

/** /importar-app-vieja: the Admin uploads the old app's .sql dump, reviews the dry run and the mapping, and applies it (decision 018). */
export default function LegacyImportRoute() {
  return (
    <Permitted action="importLegacy">
      <LegacyImportScreen />
    </Permitted>
  );
}

function LegacyImportScreen() {
  const [upload, setUpload] = useState<Upload | null>(null);
  const [result, setResult] = useState<LegacyRun | null>(null);
  const run = useRunLegacyImport();
  const { ask, dialog } = useConfirmPayment(run.isPending);

  const pick = async (file: File | undefined) => {
    setResult(null);
    if (!file) return setUpload(null);
    try {
      setUpload({ file_name: file.name, dump: await file.text() });
    } catch {
      notifyError(LEGACY_MSG.readError);
    }
  };
  const dryRun = (u: Upload | null = upload) => {
    if (!u) return notifyError(LEGACY_MSG.noFile);
    run.mutate({ ...u, apply: false }, { onSuccess: setResult, onError: (e) => notifyError(e, LEGACY_MSG.runError) });
  };
  const apply = () => {
    if (!upload || !result) return;
    ask(
      { title: LEGACY_MSG.confirmTitle, lines: [LEGACY_MSG.confirmLine(formatPesos(result.report.money.openings))], confirmLabel: LEGACY_MSG.apply },
      (done) =>
        run.mutate(
          { ...upload, apply: true },
          {
            onSuccess: (r) => {
              setResult(r);
              notifySuccess(LEGACY_MSG.applied);
            },
            onError: (e) => notifyError(e, LEGACY_MSG.runError),
            onSettled: done,
          },
        ),
    );
  };

  return (
    <Stack>
      <Title order={1}>{LEGACY_MSG.title}</Title>
      <Text size="sm" c="dimmed">
        {LEGACY_MSG.intro}
      </Text>
      <Stack gap={4}>
        <Text component="label" htmlFor="legacy-dump" size="sm" fw={500}>
          {LEGACY_MSG.uploadLabel}
        </Text>
        <input id="legacy-dump" type="file" accept=".sql" onChange={(e) => void pick(e.currentTarget.files?.[0])} style={{ maxWidth: '100%' }} />
      </Stack>
      <Group wrap="wrap">
        <Button onClick={() => dryRun()} loading={run.isPending && !result} disabled={!upload}>
          {LEGACY_MSG.dryRun}
        </Button>
        <Button onClick={apply} disabled={!upload || !result || result.applied} loading={run.isPending && Boolean(result)}>
          {LEGACY_MSG.apply}
        </Button>
      </Group>
      {result && <Report result={result} onMappingSaved={() => dryRun()} />}
      {dialog}
    </Stack>
  );
}

function Report({ result, onMappingSaved }: { result: LegacyRun; onMappingSaved: () => void }) {
  const { report } = result;
  const c = LEGACY_MSG.columns;
  return (
    <Stack data-testid="legacy-report">
      {result.applied && <Badge color="green">{LEGACY_MSG.applied}</Badge>}
      <Title order={2}>{LEGACY_MSG.tablesTitle}</Title>
      <ListTable
        minWidth={560}
        aria-label={LEGACY_MSG.tablesTitle}
        columns={[c.table, ...(['found', 'create', 'linked', 'already', 'skipped'] as const).map((k) => ({ label: c[k], numeric: true as const }))]}
      >
        {report.tables.map((t) => (
          <Table.Tr key={t.table} data-testid={`legacy-table-${t.table}`}>
            <Table.Td>{t.table}</Table.Td>
            {[t.found, t.create, t.linked, t.already, t.skipped].map((n, i) => (
              <Table.Td key={i} ta="right">
                {n}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </ListTable>
      <Title order={2}>{LEGACY_MSG.moneyTitle}</Title>
      <Text size="sm">{LEGACY_MSG.moneyLine(formatPesos(report.money.old_budgets), formatPesos(report.money.openings))}</Text>
      <Review kind="user" title={LEGACY_MSG.usersReview} rows={report.review.users} onSaved={onMappingSaved} disabled={result.applied} />
      <Review kind="team" title={LEGACY_MSG.teamsReview} rows={report.review.teams} onSaved={onMappingSaved} disabled={result.applied} />
      <Title order={2}>{LEGACY_MSG.problemsTitle}</Title>
      {report.problems.length === 0 ? (
        <Text size="sm">{LEGACY_MSG.noProblems}</Text>
      ) : (
        <Stack gap={2} component="ul" data-testid="legacy-problems" style={{ paddingInlineStart: 18, margin: 0 }}>
          {report.problems.map((p, i) => (
            <Text key={i} component="li" size="sm" style={{ overflowWrap: 'anywhere' }}>
              {p.table}
              {p.legacy_id === null ? '' : ` #${p.legacy_id}`}: {p.reason}
            </Text>
          ))}
        </Stack>
      )}
      {report.missing.length > 0 && (
        <>
          <Title order={2}>{LEGACY_MSG.missingTitle}</Title>
          <Text size="sm">{report.missing.join(' ')}</Text>
        </>
      )}
    </Stack>
  );
}

/** One review: each old user/team and which of ours it becomes; the Admin may change it while it is not imported. */
function Review({
  kind,
  title,
  rows,
  onSaved,
  disabled,
}: {
  kind: 'user' | 'team';
  title: string;
  rows: LegacyReviewRow[];
  onSaved: () => void;
  disabled: boolean;
}) {
  const users = useAllUsers();
  const teams = useAllTeams();
  const save = useSaveLegacyMapping();
  const targets =
    kind === 'user'
      ? (users.data ?? []).map((u) => ({ value: String(u.id), label: `${u.name} (#${u.id})` }))
      : (teams.data ?? []).map((t) => ({ value: String(t.id), label: `${t.name} (#${t.id})` }));
  const change = (row: LegacyReviewRow, value: string) =>
    save.mutate(
      { kind, legacy_id: row.legacy_id, target_id: value === '' ? null : Number(value) },
      {
        onSuccess: (r) => {
          notifySuccess(r.message);
          onSaved();
        },
        onError: (e) => notifyError(e, LEGACY_MSG.runError),
      },
    );
  return (
    <>
      <Title order={2}>{title}</Title>
      <Stack gap="xs" data-testid={`legacy-review-${kind}`}>
        {rows.map((row) => (
          <Group key={row.legacy_id} wrap="wrap" gap="xs" align="flex-end">
            <Stack gap={0} style={{ minWidth: 160, flex: '1 1 160px' }}>
              <Text size="sm" fw={600}>
                #{row.legacy_id} {row.legacy_name}
              </Text>
              <Text size="xs" c="dimmed">
                {row.detail || '—'} · {LEGACY_MSG.how[row.how]}
              </Text>
            </Stack>
            <NativeSelect
              aria-label={`${title}: ${row.legacy_name}`}
              data={[{ value: '', label: LEGACY_MSG.newTarget }, ...targets]}
              value={row.target_id === null ? '' : String(row.target_id)}
              disabled={disabled || row.how === 'imported' || save.isPending}
              onChange={(e) => change(row, e.currentTarget.value)}
              style={{ flex: '1 1 200px', maxWidth: 320 }}
            />
          </Group>
        ))}
      </Stack>
    </>
  );
}
