import { Anchor, Paper, Text } from '@mantine/core';
import { ASSISTANT_MSG, splitAnswerLinks, type ChatRole } from '@superliga/league';
import { Link } from 'react-router';

/**
 * One message. Rendered as text, never as HTML: what a user writes stays inert. The assistant's
 * answers may link to the app's own screens (a player, the fixture, the offers: decision 026).
 */
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
        {mine
          ? content
          : splitAnswerLinks(content).map((part, i) =>
              'path' in part ? (
                <Anchor key={i} component={Link} to={part.path} inherit underline="always">
                  {part.text}
                </Anchor>
              ) : (
                <span key={i}>{part.text}</span>
              ),
            )}
      </Text>
    </Paper>
  );
}
