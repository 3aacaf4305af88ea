import { Paper, Text } from '@mantine/core';
import { ASSISTANT_MSG, type ChatRole } from '@superliga/league';

/** One message. Rendered as text, never as HTML: what a user writes stays inert. */
export function ChatBubble({ role, content }: { role: ChatRole; content: string }) {
  const mine = role === 'user';
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      bg={mine ? 'blue.0' : 'gray.0'}
      style={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: 'min(100%, 640px)' }}
      data-role={role}
    >
      <Text size="xs" fw={700} c="dimmed">
        {mine ? ASSISTANT_MSG.you : ASSISTANT_MSG.assistant}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {content}
      </Text>
    </Paper>
  );
}
