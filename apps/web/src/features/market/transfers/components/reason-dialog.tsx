import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { TRADE_REVIEW_MSG, MSG, COMMON_SCREEN, transferObjectionBodySchema } from '@superliga/league';
import { FormMessage } from '../../../../components/form-errors';
import { errorProps, schemaResolver, useServerErrors } from '../../../../lib/schema-form';

type ReasonValues = { reason: string };
const FIELDS = ['reason'] as const;
const toBody = (v: ReasonValues) => ({ reason: v.reason });

/**
 * A dialog that asks for a reason before an action (approve, veto, object: decision 023); the
 * action's button keeps its pending state until the answer arrives. The reason is checked with
 * the league's trade review schema and a refusal shows in the dialog
 * (docs/decisions/032-forms-and-screen-tests.md).
 */
export function ReasonDialog(props: {
  opened: boolean;
  title: string;
  lead: string;
  confirmLabel: string;
  color?: string;
  pending: boolean;
  onClose: () => void;
  onConfirm: (reason: string, onError: (error: unknown) => void) => void;
}) {
  const form = useForm<ReasonValues>({ initialValues: { reason: '' }, validate: schemaResolver(transferObjectionBodySchema, toBody) });
  const refusal = useServerErrors(form, FIELDS);
  const onSubmit = form.onSubmit((values) => {
    refusal.clear();
    props.onConfirm(transferObjectionBodySchema.parse(toBody(values)).reason, refusal.onError);
  });
  return (
    <Modal closeButtonProps={{ 'aria-label': COMMON_SCREEN.cerrar }} opened={props.opened} onClose={props.onClose} title={props.title}>
      <form onSubmit={onSubmit} noValidate>
        <Stack>
          <Text size="sm">{props.lead}</Text>
          <Textarea label={TRADE_REVIEW_MSG.reasonLabel} {...form.getInputProps('reason')} errorProps={errorProps} autosize minRows={2} maxLength={500} />
          <FormMessage message={refusal.message} />
          <Group justify="flex-end">
            <Button variant="default" onClick={props.onClose}>
              {MSG.backupRestoreCancel}
            </Button>
            {/* Closed until the schema accepts the reason, as before: staff see at once that a reason is needed. */}
            <Button type="submit" color={props.color} loading={props.pending} disabled={!form.isValid()}>
              {props.confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
