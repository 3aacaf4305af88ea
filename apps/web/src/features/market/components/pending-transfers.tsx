import { Button, Group, Table } from '@mantine/core';
import { MSG, type Transfer } from '@superliga/league';
import { ListTable } from '../../../components/list-table';
import { QueryState } from '../../../components/query-state';
import { formatPesos } from '../../../lib/format';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useDecideTransfer } from '../api/decide-transfer';
import { usePendingTransfers } from '../api/get-pending-transfers';

/** 'Transferencias Pendientes': N°, players, team from, team to, budget and 'Confirmar Transferencia'. */
export function PendingTransfers({ season }: { season: string | null }) {
  const pending = usePendingTransfers(season);
  const decide = useDecideTransfer();
  const act = (t: Transfer, action: 'confirm' | 'cancel') =>
    decide.mutate({ id: t.id, action }, { onSuccess: (r) => notifySuccess(r.message), onError: (e) => notifyError(e) });
  return (
    <QueryState query={pending} error={MSG.transfersLoadError} empty="No hay transferencias pendientes.">
      {(transfers) => (
        <ListTable minWidth={680} columns={['N°', 'Jugadores', 'Equipo desde', 'Equipo hacia', { label: 'Presupuesto', numeric: true }, 'Acciones']}>
          {transfers.map((t) => (
            <Table.Tr key={t.id}>
              <Table.Td>{t.id}</Table.Td>
              <Table.Td>{t.transferred_players}</Table.Td>
              <Table.Td>{t.team_from.name}</Table.Td>
              <Table.Td>{t.team_to.name}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatPesos(t.budget)}
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  {t.can_confirm && (
                    <Button size="xs" onClick={() => act(t, 'confirm')} loading={decide.isPending && decide.variables?.id === t.id && decide.variables.action === 'confirm'}>
                      {MSG.confirmTransfer}
                    </Button>
                  )}
                  {t.can_cancel && (
                    <Button size="xs" variant="default" onClick={() => act(t, 'cancel')} aria-label={`Cancelar la transferencia ${t.id}`}>
                      Cancelar
                    </Button>
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </ListTable>
      )}
    </QueryState>
  );
}
