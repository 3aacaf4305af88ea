import { Button, Group, Text, Textarea } from '@mantine/core';
import { ASSISTANT_MSG, CHAT_MESSAGE_MAX, assistantBodySchema, ASSISTANT_SCREEN } from '@superliga/league';
import { useState, type FormEvent, type KeyboardEvent } from 'react';

/** The message box with its length counter; validates with the same schema as the server. */
export function ChatInput({ onSend, busy }: { onSend: (content: string) => void; busy: boolean }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (busy) return;
    const parsed = assistantBodySchema.safeParse({ content: text });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? ASSISTANT_MSG.contentRequired);
    setError(null);
    onSend(parsed.data.content);
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) submit(e);
  };

  return (
    <form onSubmit={submit} aria-label={ASSISTANT_SCREEN.enviarMensajeAlAsistente}>
      <Textarea
        label={ASSISTANT_SCREEN.tuMensaje}
        placeholder={ASSISTANT_MSG.placeholder}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        onKeyDown={onKeyDown}
        maxLength={CHAT_MESSAGE_MAX}
        autosize
        minRows={2}
        maxRows={6}
        error={error}
      />
      <Group justify="space-between" mt="xs">
        <Text size="xs" c={text.length >= CHAT_MESSAGE_MAX ? 'red' : 'dimmed'} aria-live="polite">
          {text.length}/{CHAT_MESSAGE_MAX}
        </Text>
        <Button type="submit" loading={busy}>
          {ASSISTANT_MSG.send}
        </Button>
      </Group>
    </form>
  );
}
