import { Alert, Stack, Text, Title } from '@mantine/core';
import { COMMON_SCREEN, MSG } from '@superliga/league';
import type { ReactNode } from 'react';
import { formatDate } from '../lib/format';

const HOUR_MS = 3_600_000;
import { useSeasonStart } from '../lib/season-start';
import { useServerNow } from '../lib/server-clock';
import { Countdown } from './countdown';
import { ErrorState, LoadingState } from './states';

/**
 * Screens locked until a moment of the current season (001 §4): /transfer and /crear_subasta
 * until the start plus the season's gate hours, /protected until the start. The server refuses the actions itself; this
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
  // The season's gate hours, read from the server's two instants rather than assumed (they are a season setting).
  const gateHours = Math.round((Date.parse(start.data.market_opens_at) - Date.parse(start.data.start_date)) / HOUR_MS);
  return (
    <Stack>
      <Title order={1}>{title}</Title>
      <Alert color="blue" title={COMMON_SCREEN.todaviaNoAbrio}>
        <Text size="sm">
          {opensAt === 'market'
            ? COMMON_SCREEN.marketOpensAfterStart(gateHours, start.data.name, formatDate(target))
            : COMMON_SCREEN.seasonStartsOn(start.data.name, formatDate(target))}
        </Text>
      </Alert>
      <Countdown target={target} now={now} label={opensAt === 'market' ? COMMON_SCREEN.faltaParaQueAbraEl : COMMON_SCREEN.faltaParaElInicioDe} />
    </Stack>
  );
}
