import { Alert, Text } from '@mantine/core';
import { ApiError } from '../lib/api-client';
import { COMMON_SCREEN } from '@superliga/league';

/** A failed save: the first message of each field, one line each, in an alert block (000 §5). */
export function FormErrors({ error }: { error: unknown }) {
  if (!error) return null;
  const lines = error instanceof ApiError ? error.lines : [error instanceof Error ? error.message : String(error)];
  return <FormMessage lines={lines} />;
}

/**
 * What a refusal says beside the form's own fields (a 409, a field the form does not show); field
 * errors go under their fields (docs/decisions/032-forms-and-screen-tests.md).
 */
export function FormMessage({ message, lines = message ? message.split('\n') : [] }: { message?: string | null; lines?: string[] }) {
  if (!lines.length) return null;
  return (
    <Alert color="red" role="alert" title={COMMON_SCREEN.noSePudoGuardar}>
      {lines.map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
    </Alert>
  );
}
