import { Center, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { APP_SCREEN } from '@superliga/league';

/** What the login and signup screens are drawn in, on the login page (guest.tsx) and in the app. */
export function GuestFrame({ children }: { children: ReactNode }) {
  return (
    <Center mih="100dvh" p="md" component="main">
      <Stack align="center" w="100%" gap="lg">
        <Title order={2} component="p" c="blue.9" fw={900}>
          {APP_SCREEN.superliga}
        </Title>
        {children}
      </Stack>
    </Center>
  );
}
