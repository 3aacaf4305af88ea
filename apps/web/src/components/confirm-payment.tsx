import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { type FormErrors, useForm } from '@mantine/form';
import { CONFIRM_MSG } from '@superliga/league';
import { useRef, useState } from 'react';
import type { z } from 'zod';
import { errorProps, schemaResolver, useServerErrors } from '../lib/schema-form';
import { FormMessage } from './form-errors';

/**
 * What the dialog asks: a title and one line per payment or player move; with `reason`, a required
 * text the confirmation sends along (a reversal's motive), checked with `schema`: the `reason` field
 * of the action's own request body in league (docs/decisions/032-forms-and-screen-tests.md).
 */
export type PaymentQuestion = {
  title: string;
  lines: string[];
  confirmLabel?: string;
  color?: string;
  reason?: { label: string; placeholder?: string; schema: z.ZodType };
};
/**
 * The confirmed action. `done` when its request settles closes the dialog, unless `refused` was
 * told the refusal first: then the dialog stays open and shows it in place (the reason's own error
 * under the box, the rest above the buttons), and the reason can be corrected and sent again.
 */
type Run = (done: () => void, reason: string, refused: (error: unknown) => void) => void;
type Asked = { question: PaymentQuestion; run: Run };
type ReasonValues = { reason: string };
const FIELDS = ['reason'] as const;
const noReason = (): FormErrors => ({});

/**
 * The one question asked before an action that moves money (decision 027): who pays whom how
 * much and which player moves. `ask(question, run)` opens it; confirming calls `run(done)` once
 * (a second click on the button is ignored, even before it shows its loader) and the dialog stays
 * open, its button loading, until the caller calls `done` when the request settles.
 */
export function useConfirmPayment(pending: boolean) {
  const [asked, setAsked] = useState<Asked | null>(null);
  const sent = useRef(false);
  const kept = useRef(false);
  // The schema of the question being asked: each action brings the reason field of its own body.
  const check = useRef<(values: ReasonValues) => FormErrors>(noReason);
  const form = useForm<ReasonValues>({ initialValues: { reason: '' }, validate: (values) => check.current(values) });
  const refusal = useServerErrors(form, FIELDS);
  const ask = (question: PaymentQuestion, run: Run) => {
    sent.current = false;
    const schema = question.reason?.schema;
    check.current = schema
      ? schemaResolver(
          schema,
          (v: ReasonValues) => v.reason,
          () => 'reason',
        )
      : noReason;
    form.reset();
    refusal.clear();
    setAsked({ question, run });
  };
  const missingReason = Boolean(asked?.question.reason) && form.values.reason.trim() === '';
  const close = () => setAsked(null);
  const done = () => {
    if (!kept.current) close();
  };
  const refused = (error: unknown) => {
    kept.current = true;
    sent.current = false;
    refusal.onError(error);
  };
  // No <form> here: the dialog is drawn inside the forms that ask it, and a form in a form would submit both.
  const confirm = form.onSubmit((values) => {
    if (!asked || sent.current || missingReason) return;
    sent.current = true;
    kept.current = false;
    refusal.clear();
    const schema = asked.question.reason?.schema;
    // The body's reason as its schema reads it (trimmed); a schema that may leave it out sends what was typed.
    const reason = schema ? (schema.parse(values.reason) as string | undefined) : undefined;
    asked.run(done, reason ?? values.reason.trim(), refused);
  });
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
            {...form.getInputProps('reason')}
            errorProps={errorProps}
            disabled={busy}
            data-autofocus
          />
        )}
        <FormMessage message={refusal.message} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close} disabled={busy}>
            {CONFIRM_MSG.cancel}
          </Button>
          <Button
            color={asked?.question.color}
            onClick={() => confirm()}
            loading={busy}
            disabled={missingReason}
            data-autofocus={!asked?.question.reason || undefined}
          >
            {asked?.question.confirmLabel ?? CONFIRM_MSG.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
  return { ask, dialog };
}
