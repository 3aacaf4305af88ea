import { Alert, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { MSG } from '@superliga/league';
import { useUser } from '../../../lib/current-user';
import { formatPesos } from '../../../lib/format';

/** "Mi estado": who I am, my team and my budget. The market lists join this screen (issue 4). */
export default function DashboardRoute() {
  const user = useUser();
  if (user.isPending) return <Loader aria-label="Cargando" />;
  if (user.isError) return <Alert color="red">{MSG.infoLoadError}</Alert>;
  const u = user.data;
  return (
    <Stack>
      <Title order={1}>Mi estado</Title>
      <Group align="stretch">
        <Card withBorder miw={220}>
          <Text c="dimmed" size="sm">Manager</Text>
          <Text fw={700}>{u.name}</Text>
          <Text size="sm">{u.rol === 'visitante' ? 'Otro' : u.rol}</Text>
        </Card>
        <Card withBorder miw={220}>
          <Text c="dimmed" size="sm">Equipo</Text>
          <Text fw={700}>{u.team?.name ?? 'Sin equipo'}</Text>
          <Text size="sm">{u.team?.division ?? ''}</Text>
        </Card>
        <Card withBorder miw={220}>
          <Text c="dimmed" size="sm">Presupuesto</Text>
          <Text fw={700} data-testid="profits">{formatPesos(u.profits)}</Text>
        </Card>
      </Group>
    </Stack>
  );
}
