import { Alert, Stack, Text, Title } from '@mantine/core';
import { MSG } from '@superliga/league';
import type { ReactNode } from 'react';
import { formatDate } from '../lib/format';
import { useSeasonStart } from '../lib/season-start';
import { useServerNow } from '../lib/server-clock';
import { Countdown } from './countdown';
import { ErrorState, LoadingState } from './states';

/**
 * Screens locked until a moment of the current season (001 §4): /transfer and /crear_subasta
 * until start + 4 h, /protected until the start. The server refuses the actions itself; this
 * only shows the countdown instead of a form that would be refused.
 */
export function MarketGate({ title, opensAt = 'market', children }: { title: string; opensAt?: 'market' | 'season'; children: ReactNode }) {
  const start = useSeasonStart();
  const now = useServerNow();
  if (start.isPending || !now) return <LoadingState />;
  if (start.isError) return <ErrorState message={MSG.seasonInfoLoadError} />;
  // The server's instants: market_opens_at is its marketOpensAt under the season's gate hours (gates.rules.ts).
  const target = new Date(opensAt === 'market' ? start.data.market_opens_at : start.data.start_date);
  if (now.getTime() >= target.getTime()) return <>{children}</>;
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      <Alert color="blue" title="Todavía no abrió">
        <Text size="sm">
          {opensAt === 'market' ? 'El mercado abre 4 horas después del inicio de la temporada' : 'La temporada empieza'} ({start.data.name}): el{' '}
          {formatDate(target)}.
        </Text>
      </Alert>
      <Countdown target={target} now={now} label={opensAt === 'market' ? 'Falta para que abra el mercado' : 'Falta para el inicio de la temporada'} />
    </Stack>
  );
}
