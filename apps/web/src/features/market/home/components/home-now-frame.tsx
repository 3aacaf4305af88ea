import { Card, Title } from '@mantine/core';
import { HOME_MSG } from '@superliga/league';
import type { ReactNode } from 'react';

/**
 * "Ahora"'s card and title: drawn the same while its file loads (the dashboard's fallback) and
 * once it is there, so the figures below do not move when the file arrives
 * (docs/decisions/044-every-screen-fast.md, layout shifts).
 */
export function HomeNowFrame({ children }: { children: ReactNode }) {
  return (
    <Card withBorder component="section" aria-labelledby="home-now-title">
      <Title order={2} size="h4" mb="sm" id="home-now-title">
        {HOME_MSG.sectionTitle}
      </Title>
      {children}
    </Card>
  );
}
