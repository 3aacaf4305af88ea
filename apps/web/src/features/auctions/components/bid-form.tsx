import { Alert, Button, Group } from '@mantine/core';
import { AUCTION_MSG, MSG, formatMoney, minimumNextBid } from '@superliga/league';
import { useState, type FormEvent } from 'react';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePlaceBid } from '../api/place-bid';
import { MoneyInput } from '../../../components/money-input';

/** A new bid: at least the last amount + 1.000.000 (the server checks it again, and the budget). */
export function BidForm({ auctionId, lastAmount }: { auctionId: number; lastAmount: number }) {
  const min = minimumNextBid(lastAmount);
  const [amount, setAmount] = useState<number | string>(min);
  const [tooLow, setTooLow] = useState(false);
  const bid = usePlaceBid();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const value = typeof amount === 'number' ? amount : Number(amount);
    if (!Number.isInteger(value) || value < min) return setTooLow(true);
    setTooLow(false);
    bid.mutate(
      { auctionId, body: { amount: value } },
      { onSuccess: (r) => notifySuccess(r.message), onError: (err) => notifyError(err, AUCTION_MSG.bidError) },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <MoneyInput
          label="Nueva oferta"
          description={`Mínimo: ${formatMoney(min)}`}
          value={amount}
          onChange={setAmount}
          min={min}
          step={1_000_000}
          clampBehavior="none"
          w={240}
        />
        <Button type="submit" loading={bid.isPending}>
          Ofertar
        </Button>
      </Group>
      {tooLow && (
        <Alert color="red" mt="sm" role="alert">
          {MSG.bidTooLow}
        </Alert>
      )}
    </form>
  );
}
