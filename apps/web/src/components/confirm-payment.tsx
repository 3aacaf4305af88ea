import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { CONFIRM_MSG } from '@superliga/league';
import { useRef, useState } from 'react';

/**
 * What the dialog asks: a title and one line per payment or player move; with `reason`, a required
 * text the confirmation sends along (a reversal's motive).
 */
export type PaymentQuestion = { title: string; lines: string[]; confirmLabel?: string; color?: string; reason?: { label: string; placeholder?: string } };
type Asked = { question: PaymentQuestion; run: (done: () => void, reason: string) => void };

/**
 * The one question asked before an action that moves money (decision 027): who pays whom how
 * much and which player moves. `ask(question, run)` opens it; confirming calls `run(done)` once
 * (a second click on the button is ignored, even before it shows its loader) and the dialog stays
 * open, its button loading, until the caller calls `done` when the request settles.
 */
export function useConfirmPayment(pending: boolean) {
  const [asked, setAsked] = useState<Asked | null>(null);
  const [reason, setReason] = useState('');
  const sent = useRef(false);
  const ask = (question: PaymentQuestion, run: Asked['run']) => {
    sent.current = false;
    setReason('');
    setAsked({ question, run });
  };
  const missingReason = Boolean(asked?.question.reason) && reason.trim() === '';
  const close = () => setAsked(null);
  const confirm = () => {
    if (!asked || sent.current || missingReason) return;
    sent.current = true;
    asked.run(close, reason.trim());
  };
  const busy = pending && sent.current;
  const dialog = (
    <Modal
      opened={asked !== null}
      onClose={busy ? () => undefined : close}
      title={asked?.question.title}
      centered
      closeOnClickOutside={!busy}
      withCloseButton={!busy}
      closeButtonProps={{ 'aria-label': CONFIRM_MSG.close }}
    >
      <Stack>
        {asked?.question.lines.map((line, i) => (
          <Text key={i}>{line}</Text>
        ))}
        {asked?.question.reason && (
          <Textarea
            label={asked.question.reason.label}
            placeholder={asked.question.reason.placeholder}
            required
            autosize
            minRows={2}
            maxLength={500}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            disabled={busy}
            data-autofocus
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            {CONFIRM_MSG.cancel}
          </Button>
          <Button color={asked?.question.color} onClick={confirm} loading={busy} disabled={missingReason} data-autofocus={!asked?.question.reason || undefined}>
            {asked?.question.confirmLabel ?? CONFIRM_MSG.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
  return { ask, dialog };
}
