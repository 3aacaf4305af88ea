import { Alert, Button, FileInput, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { backupReasonLabel, CONFIRM_MSG, MSG, type BackupFile, BACKUPS_SCREEN } from '@superliga/league';
import { useState } from 'react';
import { DrawnWhole } from '../../../components/drawn-whole';
import { DateTimeText } from '../../../components/date-time-text';
import { ListTable } from '../../../components/list-table';
import { QueryState } from '../../../components/query-state';
import { formatMatchDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { downloadBackup, useBackups, useCreateBackup, useRestoreBackup } from '../api/backups';
import { Permitted } from '../../../components/permitted';

const size = (bytes: number) =>
  bytes >= 1024 * 1024 ? BACKUPS_SCREEN.mb((bytes / 1024 / 1024).toFixed(1)) : BACKUPS_SCREEN.kb(Math.max(1, Math.round(bytes / 1024)));

/** /copias-de-seguridad (Admin): the league's backups, one now, download, and restore (decision 020). */
export default function BackupsRoute() {
  return (
    <Permitted action="manageBackups">
      <BackupsScreen />
    </Permitted>
  );
}

function BackupsScreen() {
  const backups = useBackups();
  const create = useCreateBackup();
  const restore = useRestoreBackup();
  const [file, setFile] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);

  const onCreate = () => create.mutate(undefined, { onSuccess: () => notifySuccess(MSG.backupCreated), onError: (e) => notifyError(e) });
  const onRestore = () =>
    file &&
    restore.mutate(file, {
      onSuccess: () => {
        setConfirming(false);
        setFile(null);
        notifySuccess(MSG.backupRestored);
      },
      onError: (e) => {
        setConfirming(false);
        notifyError(e);
      },
    });

  return (
    <Stack>
      <Group justify="space-between">
        <Title order={1}>{MSG.backupsTitle}</Title>
        <Button onClick={onCreate} loading={create.isPending}>
          {MSG.backupsCreateNow}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {MSG.backupsIntro}
      </Text>
      <DrawnWhole>
        <QueryState query={{ ...backups, data: backups.data?.backups }} error={MSG.backupsLoadError} empty={MSG.backupsEmpty}>
          {(rows) => (
            <ListTable minWidth={320} highlightOnHover stickyEnd columns={[...MSG.backupsColumns]}>
              {rows.map((b: BackupFile) => (
                <Table.Tr key={b.name}>
                  <Table.Td>
                    {/* The reason under the date: the three columns fit a phone. */}
                    <Text size="sm">
                      <DateTimeText text={formatMatchDate(b.created_at)} />
                    </Text>
                    <Text size="xs">{backupReasonLabel(b.reason)}</Text>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <Text size="sm">{size(b.size)}</Text>
                    <Text size="xs">{MSG.backupFormatLabel[b.format]}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => downloadBackup(b.name).catch((e) => notifyError(e))}
                      aria-label={MSG.backupDownloadLabel(formatMatchDate(b.created_at))}
                    >
                      {MSG.backupDownload}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </ListTable>
          )}
        </QueryState>
        <Title order={2} size="h4">
          {MSG.backupRestoreTitle}
        </Title>
        <Text size="sm">{MSG.backupRestoreIntro}</Text>
        <Group align="end">
          <FileInput
            label={MSG.backupFileLabel}
            accept=".dump,.gz,application/gzip,application/octet-stream"
            value={file}
            onChange={setFile}
            clearable
            style={{ flex: '1 1 220px', minWidth: 0 }}
          />
          <Button color="red" disabled={!file} onClick={() => setConfirming(true)}>
            {MSG.backupRestore}
          </Button>
        </Group>
      </DrawnWhole>
      <Modal
        opened={confirming}
        onClose={() => !restore.isPending && setConfirming(false)}
        title={MSG.backupRestoreConfirmTitle}
        closeButtonProps={{ 'aria-label': CONFIRM_MSG.close }}
      >
        <Stack>
          <Alert color="red" variant="light">
            {MSG.backupRestoreConfirmText(file?.name ?? '')}
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={restore.isPending}>
              {MSG.backupRestoreCancel}
            </Button>
            <Button color="red" onClick={onRestore} loading={restore.isPending}>
              {MSG.backupRestoreConfirm}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
