import { Alert, Stack, Title } from '@mantine/core';
import { MSG, MARKET_SCREEN } from '@superliga/league';
import { MarketGate } from '../../../../components/market-gate';

/** /protected: locked until the season starts, then 'El mercado acaba de iniciar!' (001 §2). */
export default function ProtectedRoute() {
  return (
    <MarketGate title={MARKET_SCREEN.inicioDeTemporada} opensAt="season">
      <Stack>
        <Title order={1}>{MARKET_SCREEN.inicioDeTemporada}</Title>
        <Alert color="teal" fz="lg">
          {MSG.marketStarted}
        </Alert>
      </Stack>
    </MarketGate>
  );
}
