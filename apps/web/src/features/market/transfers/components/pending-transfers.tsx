import { Button, Group, Table } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { CONFIRM_MSG, MSG, type PendingTransfer, MARKET_SCREEN, COMMON_SCREEN } from '@superliga/league';
import { useConfirmPayment } from '../../../../components/confirm-payment';
import { ListTable } from '../../../../components/list-table';
import { TransferCells } from '../../../../components/transfer-cells';
import { QueryState } from '../../../../components/query-state';
import { formatPesos } from '../../../../lib/format';
import { notifyError } from '../../../../lib/notify';
import { useDecideTransfer } from '../api/decide-transfer';
import { usePendingTransfers } from '../api/get-pending-transfers';
import { ReviewState } from './review-state';

/**
 * 'Transferencias Pendientes': N°, players, team from, team to, budget and 'Confirmar Transferencia'.
 * `focus` (a notice's link, decision 027) brings that transfer's row into view and asks its
 * confirmation once, so "espera tu confirmación" opens the confirm dialog.
 */
export function PendingTransfers({ season, focus }: { season: string | null; focus?: number | null }) {
  const pending = usePendingTransfers(season);
  const decide = useDecideTransfer();
  const act = (t: PendingTransfer, action: 'confirm' | 'cancel', done?: () => void) =>
    decide.mutate({ id: t.id, action }, { onError: (e) => notifyError(e), onSettled: done });
  const payment = useConfirmPayment(decide.isPending);
  // The buyer (team to) pays the seller (team from); the players join the buyer.
  const askConfirm = (t: PendingTransfer) =>
    payment.ask(
      {
        title: CONFIRM_MSG.confirmTransferTitle,
        lines: [
          t.budget > 0 ? CONFIRM_MSG.transferPays(t.team_to.name, t.team_from.name, formatPesos(t.budget)) : CONFIRM_MSG.transferNoMoney,
          CONFIRM_MSG.transferPlayers(t.transferred_players, t.team_to.name),
        ],
        confirmLabel: MSG.confirmTransfer,
      },
      (done) => act(t, 'confirm', done),
    );
  const focused = useRef(false);
  useEffect(() => {
    const t = focus ? pending.data?.find((p) => p.id === focus) : undefined;
    if (!t || focused.current) return;
    focused.current = true;
    document.getElementById(`pending-transfer-${t.id}`)?.scrollIntoView({ block: 'center' });
    if (t.can_confirm) askConfirm(t);
    // askConfirm is rebuilt each render; the question is asked once per focused transfer.
  }, [focus, pending.data]);
  return (
    <>
      {payment.dialog}
      <QueryState query={pending} error={MSG.transfersLoadError} empty={MARKET_SCREEN.noHayTransferenciasPendientes}>
        {(transfers) => (
          <ListTable
            minWidth={680}
            cards
            columns={[
              'N°',
              COMMON_SCREEN.jugadores,
              COMMON_SCREEN.equipoDesde,
              MARKET_SCREEN.equipoHacia,
              { label: COMMON_SCREEN.presupuesto, numeric: true },
              COMMON_SCREEN.acciones,
            ]}
          >
            {transfers.map((t) => (
              <Table.Tr key={t.id} id={`pending-transfer-${t.id}`} aria-current={t.id === focus || undefined}>
                <TransferCells transfer={t} />
                <Table.Td>
                  <ReviewState transfer={t} />
                  <Group gap="xs" wrap="nowrap">
                    {t.can_confirm && (
                      <Button
                        size="xs"
                        onClick={() => askConfirm(t)}
                        loading={decide.isPending && decide.variables?.id === t.id && decide.variables.action === 'confirm'}
                      >
                        {MSG.confirmTransfer}
                      </Button>
                    )}
                    {t.can_cancel && (
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => act(t, 'cancel')}
                        loading={decide.isPending && decide.variables?.id === t.id && decide.variables.action === 'cancel'}
                        aria-label={MARKET_SCREEN.cancelarLaTransferencia(t.id)}
                      >
                        {MSG.backupRestoreCancel}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
      </QueryState>
    </>
  );
}
