import { Button, Stack, Table, Title } from '@mantine/core';
import { MSG, TRADE_REVIEW_MSG, type Transfer, MARKET_SCREEN, COMMON_SCREEN } from '@superliga/league';
import { useState } from 'react';
import { ListTable } from '../../../../components/list-table';
import { QueryState } from '../../../../components/query-state';
import { TransferCells } from '../../../../components/transfer-cells';
import { useObjectTransfer, useTransfersInReview } from '../api/transfer-review';
import { ReasonDialog } from './reason-dialog';
import { ReviewState } from './review-state';

/** Transfers accepted and waiting in review (decision 023), with "Objetar" for the other managers during the window. */
export function TransfersInReview({ season }: { season: string | null }) {
  const inReview = useTransfersInReview(season);
  const object = useObjectTransfer();
  const [target, setTarget] = useState<Transfer | null>(null);
  if (!inReview.data?.length) return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {TRADE_REVIEW_MSG.inReviewTitle}
      </Title>
      <QueryState query={inReview} error={MSG.transfersLoadError} empty="">
        {(rows) => (
          <ListTable
            minWidth={680}
            stickyEnd
            columns={[
              'N°',
              COMMON_SCREEN.jugadores,
              COMMON_SCREEN.desde,
              COMMON_SCREEN.hacia,
              { label: COMMON_SCREEN.monto, numeric: true },
              MARKET_SCREEN.revision,
            ]}
          >
            {rows.map((t) => (
              <Table.Tr key={t.id}>
                <TransferCells transfer={t} />
                <Table.Td>
                  <ReviewState transfer={t} />
                  {t.can_object && (
                    <Button
                      size="xs"
                      variant="light"
                      color="orange"
                      mt={4}
                      onClick={() => setTarget(t)}
                      aria-label={MARKET_SCREEN.laTransferencia(TRADE_REVIEW_MSG.object, t.id)}
                    >
                      {TRADE_REVIEW_MSG.object}
                    </Button>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </ListTable>
        )}
      </QueryState>
      <ReasonDialog
        key={target?.id ?? 0}
        opened={target !== null}
        title={TRADE_REVIEW_MSG.objectTitle}
        lead={TRADE_REVIEW_MSG.objectHint}
        confirmLabel={TRADE_REVIEW_MSG.object}
        color="orange"
        pending={object.isPending}
        onClose={() => setTarget(null)}
        onConfirm={(reason, onError) => target && object.mutate({ id: target.id, reason }, { onSuccess: () => setTarget(null), onError })}
      />
    </Stack>
  );
}
