import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { SIGNALS_MSG, type SignalItem, MSG, COMMON_SCREEN, signalReviewBodySchema } from '@superliga/league';
import { FormMessage } from '../../../components/form-errors';
import { errorProps, schemaResolver, useServerErrors } from '../../../lib/schema-form';

type NoteValues = { note: string };
const FIELDS = ['note'] as const;
const toBody = (v: NoteValues) => ({ note: v.note });

/**
 * Asks the note before a signal is marked reviewed; the button keeps its pending state until the
 * answer arrives. The note is checked with the league's review schema and a refusal shows in the
 * dialog (docs/decisions/032-forms-and-screen-tests.md).
 */
export function ReviewDialog(props: {
  signal: SignalItem | null;
  pending: boolean;
  onClose: () => void;
  onConfirm: (note: string, onError: (error: unknown) => void) => void;
}) {
  const form = useForm<NoteValues>({ initialValues: { note: '' }, validate: schemaResolver(signalReviewBodySchema, toBody) });
  const refusal = useServerErrors(form, FIELDS);
  const onSubmit = form.onSubmit((values) => {
    refusal.clear();
    props.onConfirm(signalReviewBodySchema.parse(toBody(values)).note, refusal.onError);
  });
  return (
    <Modal closeButtonProps={{ 'aria-label': COMMON_SCREEN.cerrar }} opened={props.signal !== null} onClose={props.onClose} title={SIGNALS_MSG.reviewTitle}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Text size="sm" fw={600}>
            {props.signal?.label}
          </Text>
          <Text size="sm">{props.signal?.why}</Text>
          <Textarea
            label={SIGNALS_MSG.noteLabel}
            placeholder={SIGNALS_MSG.notePlaceholder}
            {...form.getInputProps('note')}
            errorProps={errorProps}
            autosize
            minRows={2}
            maxLength={1000}
            data-autofocus
          />
          <FormMessage message={refusal.message} />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {MSG.backupRestoreCancel}
            </Button>
            {/* Closed until the schema accepts the note, as before. */}
            <Button type="submit" loading={props.pending} disabled={!form.isValid()}>
              {SIGNALS_MSG.review}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
