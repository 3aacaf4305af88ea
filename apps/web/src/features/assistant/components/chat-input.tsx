import { Button, Group, Text, Textarea } from '@mantine/core';
import { useForm } from '@mantine/form';
import { ASSISTANT_MSG, CHAT_MESSAGE_MAX, assistantBodySchema, ASSISTANT_SCREEN } from '@superliga/league';
import type { KeyboardEvent } from 'react';
import { errorProps, schemaResolver, serverErrors } from '../../../lib/schema-form';

type ChatValues = { content: string };
const FIELDS = ['content'] as const;
const toBody = (v: ChatValues) => ({ content: v.content });

/**
 * The message box with its length counter: the league's assistant schema checks it, and a refused
 * message's field error shows under the box (docs/decisions/032-forms-and-screen-tests.md).
 */
export function ChatInput({ onSend, busy }: { onSend: (content: string, onError: (error: unknown) => void) => void; busy: boolean }) {
  const form = useForm<ChatValues>({ initialValues: { content: '' }, validate: schemaResolver(assistantBodySchema, toBody) });
  const submit = form.onSubmit((values) => {
    if (busy) return;
    onSend(assistantBodySchema.parse(toBody(values)).content, (error) => form.setErrors(serverErrors(error, FIELDS).fields));
    form.reset();
  });
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };
  const length = form.values.content.length;

  return (
    <form onSubmit={submit} noValidate aria-label={ASSISTANT_SCREEN.enviarMensajeAlAsistente}>
      <Textarea
        label={ASSISTANT_SCREEN.tuMensaje}
        placeholder={ASSISTANT_MSG.placeholder}
        {...form.getInputProps('content')}
        errorProps={errorProps}
        onKeyDown={onKeyDown}
        maxLength={CHAT_MESSAGE_MAX}
        autosize
        minRows={2}
        maxRows={6}
      />
      <Group justify="space-between" mt="xs">
        <Text size="xs" c={length >= CHAT_MESSAGE_MAX ? 'red' : 'dimmed'} aria-live="polite">
          {length}/{CHAT_MESSAGE_MAX}
        </Text>
        <Button type="submit" loading={busy}>
          {ASSISTANT_MSG.send}
        </Button>
      </Group>
    </form>
  );
}
