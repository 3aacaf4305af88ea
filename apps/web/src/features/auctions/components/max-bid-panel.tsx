import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { AUCTION_MSG, type SeasonRules } from '@superliga/league';
import { formatPesos } from '../../../lib/format';
import { useState, type FormEvent } from 'react';
import { useConfirmPayment } from '../../../components/confirm-payment';
import { MoneyInput } from '../../../components/money-input';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useMaxBid } from '../api/get-max-bid';
import { useSetMaxBid } from '../api/set-max-bid';

/**
 * The bidder's own maximum in an open auction (only they ever see it) and, while they lead, the
 * way to raise it, lower it down to their bid, or remove it. Nothing for anybody without one.
 */
export function MaxBidPanel({ auctionId, rules, enabled }: { auctionId: number; rules: SeasonRules; enabled: boolean }) {
  const state = useMaxBid(auctionId, enabled);
  const save = useSetMaxBid();
  const payment = useConfirmPayment(save.isPending);
  const [value, setValue] = useState<number | string>('');
  const data = state.data;
  if (!data || (data.max_amount === null && !data.leading)) return null;

  const send = (max_amount: number | null, done?: () => void) =>
    save.mutate(
      { auctionId, max_amount },
      {
        onSuccess: (r) => {
          notifySuccess(r.message);
          setValue('');
        },
        onError: (err) => notifyError(err),
        onSettled: done,
      },
    );
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const max = typeof value === 'number' ? value : Number(value);
    if (!Number.isInteger(max) || max <= 0) return;
    const lines = [
      AUCTION_MSG.bidMaxLine(formatPesos(max), formatPesos(rules.auction_min_raise)),
      AUCTION_MSG.bidCommits(formatPesos(Math.max(max, data.current_amount ?? 0))),
    ];
    payment.ask({ title: AUCTION_MSG.maxTitle, lines }, (done) => send(max, done));
  };

  return (
    <Paper withBorder p="sm" bg="var(--mantine-color-default-hover)">
      {payment.dialog}
      <Stack gap="xs">
        {data.max_amount !== null && (
          <Text size="sm" fw={500} data-testid="own-max-bid">
            {AUCTION_MSG.yourMax(formatPesos(data.max_amount))}
          </Text>
        )}
        {data.leading && (
          <form onSubmit={onSubmit} noValidate>
            <Group align="flex-end" gap="sm" wrap="wrap">
              <MoneyInput
                label={data.max_amount === null ? AUCTION_MSG.maxPanelAdd : AUCTION_MSG.maxPanelLabel}
                description={data.max_amount === null ? AUCTION_MSG.maxHelp : AUCTION_MSG.maxPanelHelp(formatPesos(data.current_amount ?? 0))}
                value={value}
                onChange={setValue}
                min={data.current_amount ?? 0}
                step={rules.auction_min_raise}
                clampBehavior="none"
                w={{ base: '100%', xs: 300 }}
              />
              <Button type="submit" variant="light" loading={save.isPending}>
                {AUCTION_MSG.maxPanelSave}
              </Button>
              {data.max_amount !== null && (
                <Button variant="subtle" color="red" onClick={() => send(null)} disabled={save.isPending}>
                  {AUCTION_MSG.maxPanelRemove}
                </Button>
              )}
            </Group>
          </form>
        )}
      </Stack>
    </Paper>
  );
}
