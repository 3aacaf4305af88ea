import { Alert, Stack, Title } from '@mantine/core';
import { MSG } from '@superliga/league';
import { Countdown } from '../../../components/countdown';
import { MarketGate } from '../../../components/market-gate';
import { ErrorState, LoadingState } from '../../../components/states';
import { useSeasonStart } from '../../../lib/season-start';
import { useServerNow } from '../../../lib/server-clock';

/** /season-countdown: time left to the market (season start + 4 h), on server time. */
export default function SeasonCountdownRoute() {
  const start = useSeasonStart();
  const now = useServerNow();
  if (start.isPending || !now) return <LoadingState />;
  if (start.isError) return <ErrorState message={MSG.seasonInfoLoadError} />;
  return (
    <MarketGate title="Cuenta regresiva">
      <Stack>
        <Title order={1}>Cuenta regresiva</Title>
        <Alert color="teal">El mercado de {start.data.name} está abierto.</Alert>
        <Countdown target={new Date(start.data.market_opens_at)} now={now} label="El mercado abrió" />
      </Stack>
    </MarketGate>
  );
}
