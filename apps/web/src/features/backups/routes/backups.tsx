import { Alert, Button, FileInput, Group, Modal, Stack, Table, Text, Title } from '@mantine/core';
import { backupReasonLabel, can, CONFIRM_MSG, MSG, type BackupFile } from '@superliga/league';
import { useState } from 'react';
import { ListTable } from '../../../components/list-table';
import { QueryState } from '../../../components/query-state';
import { ErrorState, LoadingState } from '../../../components/states';
import { useUser } from '../../../lib/current-user';
import { formatMatchDate } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { downloadBackup, useBackups, useCreateBackup, useRestoreBackup } from '../api/backups';

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** /copias-de-seguridad (Admin): the league's backups, one now, download, and restore (decision 020). */
export default function BackupsRoute() {
  const me = useUser();
  const backups = useBackups();
  const create = useCreateBackup();
  const restore = useRestoreBackup();
  const [file, setFile] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);
  if (me.isPending) return <LoadingState />;
  if (!can('manageBackups', me.data?.rol)) return <ErrorState message={MSG.noPermissionPage} />;

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
          Crear copia ahora
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        Cada copia es un archivo con todos los datos de la liga. Se hace una por día, antes de cada actualización y antes de cada importación o restauración.
      </Text>
      <QueryState query={{ ...backups, data: backups.data?.backups }} error={MSG.backupsLoadError} empty="Todavía no hay copias.">
        {(rows) => (
          <ListTable minWidth={320} highlightOnHover stickyEnd columns={['FECHA Y MOTIVO', 'TAMAÑO', 'ACCIONES']}>
            {rows.map((b: BackupFile) => (
              <Table.Tr key={b.name}>
                <Table.Td>
                  {/* The reason under the date: the three columns fit a phone. */}
                  <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                    {formatMatchDate(b.created_at)}
                  </Text>
                  <Text size="xs">{backupReasonLabel(b.reason)}</Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{size(b.size)}</Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="light"
                    onClick={() => downloadBackup(b.name).catch((e) => notifyError(e))}
                    aria-label={`Descargar la copia del ${formatMatchDate(b.created_at)}`}
                  >
                    Descargar
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
      </QueryState>
      <Title order={2} size="h4">
        Restaurar una copia
      </Title>
      <Text size="sm">Reemplaza todos los datos de la liga por los de la copia. Antes se guarda una copia del estado actual.</Text>
      <Group align="end">
        <FileInput
          label="Archivo de la copia (.json.gz)"
          accept=".gz,application/gzip"
          value={file}
          onChange={setFile}
          clearable
          style={{ flex: '1 1 220px', minWidth: 0 }}
        />
        <Button color="red" disabled={!file} onClick={() => setConfirming(true)}>
          Restaurar
        </Button>
      </Group>
      <Modal
        opened={confirming}
        onClose={() => !restore.isPending && setConfirming(false)}
        title="¿Restaurar esta copia?"
        closeButtonProps={{ 'aria-label': CONFIRM_MSG.close }}
      >
        <Stack>
          <Alert color="red" variant="light">
            Todos los datos actuales de la liga se reemplazan por los de «{file?.name}». Quien esté conectado puede tener que volver a entrar.
          </Alert>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={restore.isPending}>
              Cancelar
            </Button>
            <Button color="red" onClick={onRestore} loading={restore.isPending}>
              Sí, restaurar
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
