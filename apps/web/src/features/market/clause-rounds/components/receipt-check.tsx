import { Alert, Button, Code, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { RECEIPT_MSG, receiptCheckSchema, receiptMatches, receiptText, type ClauseRound, COMMON_SCREEN } from '@superliga/league';
import { useState } from 'react';
import { errorProps, schemaResolver } from '../../../../lib/schema-form';
import { keptReceipt } from '../../offers/api/create-offer';

type LoggedOffer = ClauseRound['offers'][number];
type ReceiptValues = { receipt: string };
const toBody = (v: ReceiptValues) => v;

/**
 * Anyone checks a published offer against its receipt (decision 023): the browser recomputes
 * SHA-256 with Web Crypto from the log's player, author, sealed total and salt. A manager checks
 * his own against the receipt he kept (prefilled from this browser when it sent the offer, or
 * pasted); anyone else's is prefilled with the hash the log published from the start. What is
 * pasted is checked with the league's receipt schema first (docs/decisions/032-forms-and-screen-tests.md):
 * a text that cannot be a receipt says so under the box instead of "does not match".
 */
export function ReceiptCheck({ playerId, offer, mine }: { playerId: number; offer: LoggedOffer; mine: boolean }) {
  const [opened, setOpened] = useState(false);
  const [result, setResult] = useState<boolean | null>(null);
  const [checking, setChecking] = useState(false);
  const form = useForm<ReceiptValues>({
    initialValues: { receipt: keptReceipt(offer.id) ?? (mine ? '' : (offer.receipt_hash ?? '')) },
    validate: schemaResolver(receiptCheckSchema, toBody),
    onValuesChange: () => setResult(null),
  });
  if (offer.receipt_salt === null || offer.receipt_total === null || offer.created_by.id === null) return null;
  const input = { playerId, authorId: offer.created_by.id, total: offer.receipt_total, salt: offer.receipt_salt };
  const check = form.onSubmit(async (values) => {
    setChecking(true);
    try {
      setResult(await receiptMatches(input, receiptCheckSchema.parse(toBody(values)).receipt));
    } finally {
      setChecking(false);
    }
  });
  return (
    <>
      <Button size="compact-xs" variant="light" onClick={() => (setResult(null), setOpened(true))}>
        {mine ? RECEIPT_MSG.verifyMine : RECEIPT_MSG.verify}
      </Button>
      <Modal
        closeButtonProps={{ 'aria-label': COMMON_SCREEN.cerrar }}
        opened={opened}
        onClose={() => setOpened(false)}
        title={mine ? RECEIPT_MSG.verifyMine : RECEIPT_MSG.verify}
        size="lg"
      >
        <form onSubmit={check} noValidate>
          <Stack>
            <Text size="sm">{RECEIPT_MSG.canonicalText}:</Text>
            <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
              {receiptText(input)}
            </Code>
            <TextInput
              label={mine ? RECEIPT_MSG.yourReceipt : RECEIPT_MSG.column}
              description={mine ? RECEIPT_MSG.yourReceiptHint : undefined}
              {...form.getInputProps('receipt')}
              errorProps={errorProps}
              styles={{ input: { fontFamily: 'monospace' } }}
            />
            <Button type="submit" loading={checking} disabled={form.values.receipt.trim() === ''}>
              {RECEIPT_MSG.check}
            </Button>
            {result !== null && (
              <Alert color={result ? 'teal' : 'red'} role="status">
                {result ? (mine ? RECEIPT_MSG.matches : RECEIPT_MSG.matchesOther) : RECEIPT_MSG.doesNotMatch}
              </Alert>
            )}
          </Stack>
        </form>
      </Modal>
    </>
  );
}
