import { Anchor, Stack, Title } from '@mantine/core';
import { MSG, MISC_SCREEN } from '@superliga/league';
import { Link } from 'react-router';

export default function NotFoundRoute() {
  return (
    <Stack align="center" p="xl" component="main">
      <Title order={1}>{MSG.pageNotFound}</Title>
      <Anchor component={Link} to="/dashboard">
        {MISC_SCREEN.volverAlInicio}
      </Anchor>
    </Stack>
  );
}
