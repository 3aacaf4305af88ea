import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { AUCTION_MSG, bidBodySchema, bidTooLowText, minimumNextBid, type SeasonRules, AUCTIONS_SCREEN, MSG } from '@superliga/league';
import { useEffect, useRef, useState } from 'react';
import { useConfirmPayment } from '../../../../components/confirm-payment';
import { MoneyInput } from '../../../../components/money-input';
import { formatPesos } from '../../../../lib/format';
import { errorProps, schemaResolver, serverErrors } from '../../../../lib/schema-form';
import { usePlaceBid } from '../api/place-bid';
import { bidQuestion } from './bid-question';
import { MaxBidInput } from './max-bid-input';

type BidValues = { amount: number | string; max_amount: number | string };
const FIELDS = ['amount', 'max_amount'] as const;
/** An empty input sends no field: the schema then says what is missing (amount) or leaves it out (the maximum). */
const toBody = (v: BidValues) => ({ amount: v.amount === '' ? undefined : v.amount, ...(v.max_amount === '' ? {} : { max_amount: v.max_amount }) });
const bodyResolver = schemaResolver(bidBodySchema, toBody);

/**
 * A new bid: the request's schema (bidBodySchema) checks the fields; the two rules it cannot know
 * stay here: at least the last amount + the season's minimum raise, and a maximum not below the
 * bid (the server checks both again, and the budget). The optional private maximum is the amount
 * up to which the server raises for the bidder. A refusal shows in place (decision 032).
 */
export function BidForm({
  auctionId,
  lastAmount,
  rules,
  playerName,
  focus = false,
}: {
  auctionId: number;
  lastAmount: number;
  rules: SeasonRules;
  playerName: string;
  /** Brings the amount, already at the minimum, into view with the focus (a notice's link, decision 034). */
  focus?: boolean;
}) {
  const min = minimumNextBid(lastAmount, rules);
  const amountRef = useRef<HTMLInputElement>(null);
  // Once per form: the form is drawn again (a new key) when a new bid arrives, and then the
  // amount is focused again with the new minimum, which is what he opened the page to bid.
  useEffect(() => {
    if (!focus) return;
    amountRef.current?.scrollIntoView({ block: 'center' });
    amountRef.current?.focus({ preventScroll: true });
  }, [focus]);
  const bid = usePlaceBid();
  const payment = useConfirmPayment(bid.isPending);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<BidValues>({
    initialValues: { amount: min, max_amount: '' },
    validate: (values) => {
      const errors = bodyResolver(values);
      if (!errors.amount && typeof values.amount === 'number' && values.amount < min) errors.amount = bidTooLowText(min, rules);
      if (!errors.amount && !errors.max_amount && typeof values.max_amount === 'number' && values.max_amount < Number(values.amount))
        errors.max_amount = AUCTION_MSG.maxBelowBid;
      return errors;
    },
  });

  const onSubmit = form.onSubmit((values) => {
    setRefusal(null);
    const body = bidBodySchema.parse(toBody(values));
    const send = (done?: () => void) =>
      bid.mutate(
        { auctionId, body },
        {
          onSuccess: () => form.setFieldValue('max_amount', ''),
          onError: (err) => {
            const { fields, message } = serverErrors(err, FIELDS, undefined, AUCTION_MSG.bidError);
            form.setErrors(fields);
            setRefusal(message);
          },
          onSettled: done,
        },
      );
    const question = bidQuestion({ amount: body.amount, max: body.max_amount ?? null, player: playerName, rules });
    if (question) payment.ask(question, send);
    else send();
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      {payment.dialog}
      <Stack gap="sm">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <MoneyInput
            label={MSG.newOffer}
            description={AUCTION_MSG.nextBidHint(formatPesos(min), formatPesos(rules.auction_min_raise))}
            {...form.getInputProps('amount')}
            ref={amountRef}
            errorProps={errorProps}
            min={min}
            step={rules.auction_min_raise}
            clampBehavior="none"
            w={{ base: '100%', xs: 240 }}
          />
          <MaxBidInput rules={rules} {...form.getInputProps('max_amount')} errorProps={errorProps} w={{ base: '100%', xs: 300 }} />
        </Group>
        <Group>
          <Button type="submit" loading={bid.isPending}>
            {AUCTIONS_SCREEN.ofertar}
          </Button>
        </Group>
      </Stack>
      {refusal && (
        <Alert color="red" mt="sm" role="alert" style={{ whiteSpace: 'pre-line' }}>
          {refusal}
        </Alert>
      )}
    </form>
  );
}
