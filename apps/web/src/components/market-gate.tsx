import { Paper, Stack, Text, Title } from '@mantine/core';
import { marketOpensAt, MSG } from '@superliga/league';
import type { ReactNode } from 'react';
import { useSeasons } from '../lib/reference-data';
import { useServerNow } from '../lib/server-clock';
import { CountdownText } from './countdown-text';
import { ErrorState, LoadingState } from './states';

/**
 * Locks a market screen (/transfer, /crear_subasta) with a countdown until the current season's
 * start + 4 h, on the server's clock. The server refuses the action anyway; this is courtesy.
 */
export function MarketGate({ children }: { children: ReactNode }) {
  const seasons = useSeasons();
  const now = useServerNow();
  if (seasons.isError) return <ErrorState message={MSG.seasonInfoLoadError} />;
  if (seasons.isPending || !now) return <LoadingState />;
  const current = seasons.data.find((s) => s.current);
  if (!current) return <>{children}</>;
  const opensAt = marketOpensAt(new Date(current.start_date));
  if (now.getTime() >= opensAt.getTime()) return <>{children}</>;
  return (
    <Paper withBorder p="lg" maw={520}>
      <Stack gap="xs" align="center">
        <Title order={2} size="h3">
          El mercado abre en
        </Title>
        <CountdownText target={opensAt} now={now} doneLabel="" size="xl" />
        <Text size="sm" c="dimmed" ta="center">
          Las subastas y transferencias se habilitan 4 horas después del inicio de la temporada.
        </Text>
      </Stack>
    </Paper>
  );
}
