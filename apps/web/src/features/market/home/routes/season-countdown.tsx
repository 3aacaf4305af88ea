import { Alert, Stack, Title } from '@mantine/core';
import { MSG, MARKET_SCREEN } from '@superliga/league';
import { Countdown } from '../../../../components/countdown';
import { MarketGate } from '../../../../components/market-gate';
import { ErrorState, LoadingState } from '../../../../components/states';
import { useSeasonStart } from '../../../../lib/season-start';
import { useServerNow } from '../../../../lib/server-clock';

/** /season-countdown: time left to the market (season start + 4 h), on server time. */
export default function SeasonCountdownRoute() {
  const start = useSeasonStart();
  const now = useServerNow();
  if (start.isPending || !now) return <LoadingState />;
  if (start.isError) return <ErrorState message={MSG.seasonInfoLoadError} />;
  return (
    <MarketGate title={MARKET_SCREEN.cuentaRegresiva}>
      <Stack>
        <Title order={1}>{MARKET_SCREEN.cuentaRegresiva}</Title>
        <Alert color="teal">
          {MARKET_SCREEN.elMercadoDe}
          {start.data.name} {MARKET_SCREEN.estaAbierto}
        </Alert>
        <Countdown target={new Date(start.data.market_opens_at)} now={now} label={MARKET_SCREEN.elMercadoAbrio} />
      </Stack>
    </MarketGate>
  );
}
