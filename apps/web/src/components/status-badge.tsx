import { Badge } from '@mantine/core';

// Filled shade 9 keeps white text above the AA contrast ratio for every status (axe-core).
const STATUS_COLORS: Record<string, string> = { liberado: 'teal.9', bloqueado: 'red.9', registrado: 'blue.9', restringido: 'grape.9' };

/** A player's status (liberado, bloqueado, registrado, restringido) as a coloured badge. */
export const StatusBadge = ({ status }: { status: string }) => (
  <Badge color={STATUS_COLORS[status] ?? 'gray.8'} variant="filled" size="sm">
    {status}
  </Badge>
);
