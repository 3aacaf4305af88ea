import { Alert, Stack, Title } from '@mantine/core';
import { MSG } from '@superliga/league';
import { MarketGate } from '../../../components/market-gate';

/** /protected: locked until the season starts, then 'El mercado acaba de iniciar!' (001 §2). */
export default function ProtectedRoute() {
  return (
    <MarketGate title="Inicio de temporada" opensAt="season">
      <Stack>
        <Title order={1}>Inicio de temporada</Title>
        <Alert color="teal" fz="lg">
          {MSG.marketStarted}
        </Alert>
      </Stack>
    </MarketGate>
  );
}
