import { Alert, Button, FileInput, Group, Stack, Text, Title } from '@mantine/core';
import { FM_IMPORT_MSG as M, MSG, type FmImportPreview, type FmImportPreviewBody, type FmImportRow } from '@superliga/league';
import { useState } from 'react';
import { useConfirmPayment } from '../../../components/confirm-payment';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useApplyFmImport } from '../api/apply-fm-import';
import { useFmImports } from '../api/get-fm-imports';
import { usePreviewFmImport } from '../api/preview-fm-import';
import { FmRowCard } from '../components/fm-row-card';
import { Permitted } from '../../../components/permitted';

type Files = FmImportPreviewBody['files'];
type Change = FmImportRow['changes'][number];

/** A row is taken one way: created, or said to be one of its candidates. */
const isWay = (row: FmImportRow, c: Change) => c.field === 'new' || (c.field === 'link' && row.match === 'none');

/** Ticked at first: every change of a matched row, and the creation of a row nobody resembles. */
function firstTicks(preview: FmImportPreview) {
  const ticks = new Set<string>();
  for (const row of preview.rows) {
    for (const c of row.changes) {
      if (!c.applicable) continue;
      if (row.match !== 'none' || (c.field === 'new' && row.candidates.length === 0)) ticks.add(c.id);
    }
  }
  return ticks;
}

/** /importar-fm (Admin): FM's "print screen to web page" exports, a dry run, then the ticked changes. */
export default function FmImportRoute() {
  return (
    <Permitted action="importPlayers">
      <FmImportScreen />
    </Permitted>
  );
}

function FmImportScreen() {
  const [chosen, setChosen] = useState<File[]>([]);
  const [sent, setSent] = useState<{ files: Files; preview: FmImportPreview } | null>(null);
  const [ticked, setTicked] = useState<Set<string>>(new Set());
  const preview = usePreviewFmImport();
  const apply = useApplyFmImport();
  const confirm = useConfirmPayment(apply.isPending);

  const runPreview = (files: Files) =>
    preview.mutate(
      { files },
      {
        onSuccess: (result) => {
          setSent({ files, preview: result });
          setTicked(firstTicks(result));
        },
        onError: () => setSent(null),
      },
    );
  const readAndPreview = async () => runPreview(await Promise.all(chosen.map(async (f) => ({ name: f.name, html: await f.text() }))));

  const onTick = (row: FmImportRow, change: Change, on: boolean) =>
    setTicked((prev) => {
      const next = new Set(prev);
      if (!on) next.delete(change.id);
      else {
        if (isWay(row, change)) for (const c of row.changes) if (isWay(row, c)) next.delete(c.id);
        next.add(change.id);
      }
      return next;
    });

  const askApply = () => {
    if (!sent || ticked.size === 0) return;
    const body = { files: sent.files, apply: [...ticked] };
    confirm.ask({ title: M.applyTitle, lines: [M.applyQuestion(ticked.size)], confirmLabel: M.confirm }, (done) =>
      apply.mutate(body, {
        onSuccess: (result) => {
          notifySuccess(result.message);
          // The same files again: what is left (unticked rows, now matched by UID).
          runPreview(sent.files);
        },
        onError: (err) => notifyError(err),
        onSettled: done,
      }),
    );
  };

  const rows = sent?.preview.rows ?? [];
  const sections: [string, FmImportRow[]][] = [
    [M.sections.changed, rows.filter((r) => r.match !== 'none')],
    [M.sections.new, rows.filter((r) => r.match === 'none' && r.candidates.length === 0)],
    [M.sections.unmatched, rows.filter((r) => r.match === 'none' && r.candidates.length > 0)],
  ];
  const allTicks = rows.flatMap((r) => r.changes.filter((c) => c.applicable && !(isWay(r, c) && c.field === 'link')).map((c) => c.id));

  return (
    <Stack maw={860}>
      <Title order={1}>{M.title}</Title>
      <Text size="sm" c="dimmed">
        {M.intro}
      </Text>
      {/* Mantine's placeholder grey is below the contrast axe asks of text (4.5:1): a darker grey. */}
      <FileInput
        label={M.filesLabel}
        placeholder={M.filesPlaceholder}
        styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
        multiple
        accept=".html,.htm,text/html"
        value={chosen}
        onChange={setChosen}
        clearable
      />
      <Group>
        <Button onClick={() => void readAndPreview()} disabled={chosen.length === 0} loading={preview.isPending}>
          {M.preview}
        </Button>
      </Group>
      {preview.error && <PreviewErrors error={preview.error} />}
      {sent && (
        <Stack>
          <Text size="sm">{M.summary(sent.preview.rows_read, sent.preview.unchanged, sent.preview.duplicates)}</Text>
          {sent.preview.currency && <Text size="sm">{M.valueRule(sent.preview.currency, String(sent.preview.value_factor))}</Text>}
          {rows.length === 0 ? (
            <EmptyState message={M.noChanges} />
          ) : (
            <>
              <Group gap="xs">
                <Button variant="default" size="xs" onClick={() => setTicked(new Set(allTicks))}>
                  {M.tickAll}
                </Button>
                <Button variant="default" size="xs" onClick={() => setTicked(new Set())}>
                  {M.tickNone}
                </Button>
              </Group>
              {sections.map(
                ([title, list]) =>
                  list.length > 0 && (
                    <Stack key={title} gap="xs">
                      <Title order={2} size="h4">
                        {title} ({list.length})
                      </Title>
                      {list.map((row) => (
                        <FmRowCard key={row.uid} row={row} ticked={ticked} onTick={(c, on) => onTick(row, c, on)} />
                      ))}
                    </Stack>
                  ),
              )}
              <Group>
                <Button onClick={askApply} disabled={ticked.size === 0} loading={apply.isPending}>
                  {M.apply} ({ticked.size})
                </Button>
              </Group>
            </>
          )}
        </Stack>
      )}
      {confirm.dialog}
      <ImportHistory />
    </Stack>
  );
}

/** A refused export: every row named with what is wrong with it, nothing imported. */
function PreviewErrors({ error }: { error: Error }) {
  const entries = error instanceof ApiError ? Object.entries(error.errors) : [];
  return (
    <Alert color="red" role="alert" title={entries.length ? M.rowErrors : error.message}>
      {entries.map(([where, messages]) => (
        <Text key={where} size="sm">
          {where}: {messages.join(' ')}
        </Text>
      ))}
    </Alert>
  );
}

function ImportHistory() {
  const history = useFmImports();
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {M.history}
      </Title>
      {history.isPending && <LoadingState />}
      {history.isError && <ErrorState message={MSG.infoLoadError} />}
      {history.data && history.data.data.length === 0 && <EmptyState message={M.noHistory} />}
      {history.data?.data.map((i) => (
        <Text key={i.id} size="sm" data-testid="fm-import-record">
          {formatDate(i.imported_at)} · {M.historyLine(i.imported_by?.name ?? '—', i.file_names.join(', '), i.counts.applied)}
        </Text>
      ))}
    </Stack>
  );
}
