import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from '../../../lib/navigation';

/** The frame shared by the login and signup screens. */
export function AuthCard(props: { title: string; errors: string[]; children: ReactNode; prompt?: string; linkText: string; linkTo: string }) {
  return (
    <Paper withBorder shadow="sm" p="lg" radius="md" w="100%" maw={420}>
      <Stack gap="md">
        <Title order={1} size="h2" ta="center">
          {props.title}
        </Title>
        {props.errors.length > 0 && (
          <Alert color="red" role="alert">
            {props.errors.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </Alert>
        )}
        {props.children}
        <Text size="sm" ta="center">
          {props.prompt ? `${props.prompt} ` : ''}
          <Anchor component={Link} to={props.linkTo}>
            {props.linkText}
          </Anchor>
        </Text>
      </Stack>
    </Paper>
  );
}
