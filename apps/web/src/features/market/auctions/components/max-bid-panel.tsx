import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { AUCTION_MSG, maxBidBodySchema, type SeasonRules } from '@superliga/league';
import { formatPesos } from '../../../../lib/format';
import { useForm } from '@mantine/form';
import { useConfirmPayment } from '../../../../components/confirm-payment';
import { MoneyInput } from '../../../../components/money-input';
import { errorProps, schemaResolver, useServerErrors } from '../../../../lib/schema-form';
import { useMaxBid } from '../api/get-max-bid';
import { useSetMaxBid } from '../api/set-max-bid';

/**
 * The bidder's own maximum in an open auction (only they ever see it) and, while they lead, the
 * way to raise it, lower it down to their bid, or remove it. Nothing for anybody without one.
 */
type MaxValues = { max_amount: number | string };
/** An empty field is no amount yet (the schema's 'null' removes the maximum, which has its own button). */
const toBody = (v: MaxValues) => ({ max_amount: v.max_amount === '' ? undefined : v.max_amount });
const FIELDS = ['max_amount'] as const;

export function MaxBidPanel({ auctionId, rules, enabled }: { auctionId: number; rules: SeasonRules; enabled: boolean }) {
  const state = useMaxBid(auctionId, enabled);
  const save = useSetMaxBid();
  const payment = useConfirmPayment(save.isPending);
  const form = useForm<MaxValues>({ initialValues: { max_amount: '' }, validate: schemaResolver(maxBidBodySchema, toBody) });
  const refusal = useServerErrors(form, FIELDS);
  const data = state.data;
  if (!data || (data.max_amount === null && !data.leading)) return null;

  const send = (max_amount: number | null, done?: () => void) => {
    refusal.clear();
    save.mutate(
      { auctionId, max_amount },
      {
        onSuccess: () => form.reset(),
        onError: refusal.onError,
        onSettled: done,
      },
    );
  };
  const onSubmit = form.onSubmit((values) => {
    const max = maxBidBodySchema.parse(toBody(values)).max_amount;
    if (max === null) return;
    const lines = [
      AUCTION_MSG.bidMaxLine(formatPesos(max), formatPesos(rules.auction_min_raise)),
      AUCTION_MSG.bidCommits(formatPesos(Math.max(max, data.current_amount ?? 0))),
    ];
    payment.ask({ title: AUCTION_MSG.maxTitle, lines }, (done) => send(max, done));
  });

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
                {...form.getInputProps('max_amount')}
                errorProps={errorProps}
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
        {refusal.message && (
          <Text size="sm" c="red.8" role="alert">
            {refusal.message}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
