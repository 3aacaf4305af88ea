import { Alert, Box, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { ASSISTANT_MSG, MSG, ASSISTANT_SCREEN } from '@superliga/league';
import { useEffect, useRef } from 'react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { ApiError } from '../../../lib/api-client';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useAskAssistant } from '../api/ask-assistant';
import { useClearConversation } from '../api/clear-conversation';
import { useConversation } from '../api/get-conversation';
import { ChatBubble } from '../components/chat-bubble';
import { ChatInput } from '../components/chat-input';

/** The server's message when it answered, else the assistant's error (001 §8). */
const errorText = (e: unknown) => (e instanceof ApiError && e.code !== 'unreachable' && e.message ? e.message : MSG.assistantError);

/** /chatbot: the user's own conversation with the league assistant. */
export default function AssistantRoute() {
  const conversation = useConversation();
  const ask = useAskAssistant();
  const clear = useClearConversation();
  const bottom = useRef<HTMLDivElement>(null);
  const messages = conversation.data?.data ?? [];

  useEffect(() => {
    bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, ask.isPending]);

  const send = (content: string, onError?: (error: unknown) => void) => ask.mutate(content, { onError });
  const onClear = () => clear.mutate(undefined, { onSuccess: (r) => notifySuccess(r.message), onError: (e) => notifyError(e) });

  return (
    <Stack maw={860}>
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{ASSISTANT_MSG.title}</Title>
        <Button variant="subtle" color="red" size="xs" onClick={onClear} loading={clear.isPending} disabled={!messages.length}>
          {ASSISTANT_MSG.clear}
        </Button>
      </Group>
      <Paper withBorder p="sm" radius="md">
        {/* Focusable so keyboard users can scroll a long conversation. Its least height holds the
            loader and the empty conversation's two lines alike: the suggestions under it stay put
            when the conversation arrives (decision 044, "Nothing moves while a screen loads"). */}
        <Box
          style={{ minHeight: '8rem', maxHeight: '60vh', overflowY: 'auto' }}
          tabIndex={0}
          role="log"
          aria-label={ASSISTANT_SCREEN.conversacionConElAsistente}
          aria-live="polite"
        >
          <Stack gap="sm">
            {conversation.isPending && <LoadingState />}
            {conversation.isError && <ErrorState message={ASSISTANT_MSG.loadError} />}
            {conversation.isSuccess && !messages.length && !ask.isPending && <EmptyState message={ASSISTANT_MSG.empty} />}
            {messages.map((m) => (
              <ChatBubble key={m.id} role={m.role} content={m.content} />
            ))}
            {ask.isPending && (
              <>
                <ChatBubble role="user" content={ask.variables} />
                <Group gap="xs" role="status">
                  <Loader size="xs" type="dots" />
                  <Text size="sm" c="dimmed">
                    {ASSISTANT_MSG.typing}
                  </Text>
                </Group>
              </>
            )}
            {ask.isError && (
              <>
                {/* The failed question is not stored; show it so the user knows what failed. */}
                <ChatBubble role="user" content={ask.variables} />
                <Alert color="red" role="alert">
                  {errorText(ask.error)}
                </Alert>
              </>
            )}
            <div ref={bottom} />
          </Stack>
        </Box>
      </Paper>
      <Group gap="xs" aria-label={ASSISTANT_SCREEN.preguntasSugeridas} role="group">
        {ASSISTANT_MSG.suggestions.map((q) => (
          <Button
            key={q}
            size="xs"
            radius="xl"
            variant="light"
            h="auto"
            py={6}
            // A question of two lines on a phone keeps a readable line height, not the button's single line.
            styles={{ label: { whiteSpace: 'normal', textAlign: 'left', lineHeight: 1.35 } }}
            onClick={() => send(q)}
            disabled={ask.isPending}
          >
            {q}
          </Button>
        ))}
      </Group>
      <ChatInput onSend={send} busy={ask.isPending} />
    </Stack>
  );
}
