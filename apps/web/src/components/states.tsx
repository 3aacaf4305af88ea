import { Alert, Center, Text } from '@mantine/core';
import { MSG } from '@superliga/league';
import { WaitLoader } from './wait-loader';

/** Loading, error and empty states every list shows. */
export const LoadingState = ({ label = MSG.loading }: { label?: string }) => (
  <Center p="md" role="status" aria-live="polite">
    <WaitLoader size="sm" mr="sm" />
    <Text size="sm">{label}</Text>
  </Center>
);

export const ErrorState = ({ message }: { message: string }) => (
  <Alert color="red" role="alert">
    {message}
  </Alert>
);

export const EmptyState = ({ message }: { message: string }) => (
  <Text c="dimmed" ta="center" p="md">
    {message}
  </Text>
);
