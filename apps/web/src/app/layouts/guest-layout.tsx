import { Center, Stack, Title } from '@mantine/core';
import { Navigate, Outlet } from 'react-router';
import { getToken } from '../../lib/token';
import { paths } from '@superliga/league';

/** Login and signup; a user who already holds a token goes to the dashboard. */
export default function GuestLayout() {
  if (getToken()) return <Navigate to={paths.dashboard} replace />;
  return (
    <Center mih="100dvh" p="md" component="main">
      <Stack align="center" w="100%" gap="lg">
        <Title order={2} component="p" c="blue.9" fw={900}>
          SUPERLIGA
        </Title>
        <Outlet />
      </Stack>
    </Center>
  );
}
