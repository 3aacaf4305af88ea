import { Alert, Button, Group, Stack } from '@mantine/core';
import { AUCTION_MSG, bidTooLowText, minimumNextBid, type SeasonRules } from '@superliga/league';
import { formatPesos } from '../../../lib/format';
import { useState, type FormEvent } from 'react';
import { useConfirmPayment } from '../../../components/confirm-payment';
import { MoneyInput } from '../../../components/money-input';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePlaceBid } from '../api/place-bid';
import { bidQuestion } from './bid-question';
import { MaxBidInput } from './max-bid-input';

const asNumber = (v: number | string) => (typeof v === 'number' ? v : v.trim() === '' ? null : Number(v));

/**
 * A new bid: at least the last amount + the season's minimum raise (the server checks it again,
 * and the budget), with an optional private maximum up to which the server raises for the bidder.
 */
export function BidForm({ auctionId, lastAmount, rules, playerName }: { auctionId: number; lastAmount: number; rules: SeasonRules; playerName: string }) {
  const min = minimumNextBid(lastAmount, rules);
  const [amount, setAmount] = useState<number | string>(min);
  const [max, setMax] = useState<number | string>('');
  const [error, setError] = useState<{ field: 'amount' | 'max'; text: string } | null>(null);
  const bid = usePlaceBid();
  const payment = useConfirmPayment(bid.isPending);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const value = asNumber(amount);
    const maximum = asNumber(max);
    if (value === null || !Number.isInteger(value) || value < min) return setError({ field: 'amount', text: bidTooLowText(min, rules) });
    if (maximum !== null && (!Number.isInteger(maximum) || maximum < value)) return setError({ field: 'max', text: AUCTION_MSG.maxBelowBid });
    setError(null);
    const send = (done?: () => void) =>
      bid.mutate(
        { auctionId, body: maximum === null ? { amount: value } : { amount: value, max_amount: maximum } },
        {
          onSuccess: (r) => {
            notifySuccess(r.message);
            setMax('');
          },
          onError: (err) => notifyError(err, AUCTION_MSG.bidError),
          onSettled: done,
        },
      );
    const question = bidQuestion({ amount: value, max: maximum, player: playerName, rules });
    if (question) payment.ask(question, send);
    else send();
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      {payment.dialog}
      <Stack gap="sm">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <MoneyInput
            label="Nueva oferta"
            description={AUCTION_MSG.nextBidHint(formatPesos(min), formatPesos(rules.auction_min_raise))}
            value={amount}
            onChange={setAmount}
            min={min}
            step={rules.auction_min_raise}
            clampBehavior="none"
            w={{ base: '100%', xs: 240 }}
            error={error?.field === 'amount'}
          />
          <MaxBidInput rules={rules} value={max} onChange={setMax} w={{ base: '100%', xs: 300 }} error={error?.field === 'max'} />
        </Group>
        <Group>
          <Button type="submit" loading={bid.isPending}>
            Ofertar
          </Button>
        </Group>
      </Stack>
      {error && (
        <Alert color="red" mt="sm" role="alert">
          {error.text}
        </Alert>
      )}
    </form>
  );
}
