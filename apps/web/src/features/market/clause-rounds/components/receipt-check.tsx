import { Alert, Button, Code, Modal, Stack, Text, TextInput } from '@mantine/core';
import { RECEIPT_MSG, receiptMatches, receiptText, type ClauseRound, COMMON_SCREEN } from '@superliga/league';
import { useState } from 'react';
import { keptReceipt } from '../../offers/api/receipts';

type LoggedOffer = ClauseRound['offers'][number];

/**
 * Anyone checks a published offer against its receipt (decision 023): the browser recomputes
 * SHA-256 with Web Crypto from the log's player, author, sealed total and salt. A manager checks
 * his own against the receipt he kept (prefilled from this browser when it sent the offer, or
 * pasted); anyone else's is prefilled with the hash the log published from the start.
 */
export function ReceiptCheck({ playerId, offer, mine }: { playerId: number; offer: LoggedOffer; mine: boolean }) {
  const [opened, setOpened] = useState(false);
  const [receipt, setReceipt] = useState(() => keptReceipt(offer.id) ?? (mine ? '' : (offer.receipt_hash ?? '')));
  const [result, setResult] = useState<boolean | null>(null);
  const [checking, setChecking] = useState(false);
  if (offer.receipt_salt === null || offer.receipt_total === null || offer.created_by.id === null) return null;
  const input = { playerId, authorId: offer.created_by.id, total: offer.receipt_total, salt: offer.receipt_salt };
  const check = async () => {
    setChecking(true);
    try {
      setResult(await receiptMatches(input, receipt));
    } finally {
      setChecking(false);
    }
  };
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
        <Stack>
          <Text size="sm">{RECEIPT_MSG.canonicalText}:</Text>
          <Code block style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
            {receiptText(input)}
          </Code>
          <TextInput
            label={mine ? RECEIPT_MSG.yourReceipt : RECEIPT_MSG.column}
            description={mine ? RECEIPT_MSG.yourReceiptHint : undefined}
            value={receipt}
            onChange={(e) => (setReceipt(e.currentTarget.value), setResult(null))}
            styles={{ input: { fontFamily: 'monospace' } }}
          />
          <Button onClick={check} loading={checking} disabled={receipt.trim() === ''}>
            {RECEIPT_MSG.check}
          </Button>
          {result !== null && (
            <Alert color={result ? 'teal' : 'red'} role="status">
              {result ? (mine ? RECEIPT_MSG.matches : RECEIPT_MSG.matchesOther) : RECEIPT_MSG.doesNotMatch}
            </Alert>
          )}
        </Stack>
      </Modal>
    </>
  );
}
