import { Badge } from '@mantine/core';
import { MATCH_STATE_LABELS, type MatchState } from '@superliga/league';

// Filled shade 9 keeps white text above the AA contrast ratio (axe-core), as the status badges.
const COLORS: Record<MatchState, string> = {
  to_play: 'gray.8',
  reported: 'blue.9',
  confirmed: 'teal.9',
  disputed: 'red.9',
  walkover: 'grape.9',
  unplayed: 'dark.6',
};

/** A match's state in the reported-results flow (docs/decisions/024), with the league's label. */
export const MatchStateBadge = ({ state }: { state: MatchState }) => (
  <Badge color={COLORS[state]} variant="filled" size="sm" style={{ flexShrink: 0 }}>
    {MATCH_STATE_LABELS[state]}
  </Badge>
);
