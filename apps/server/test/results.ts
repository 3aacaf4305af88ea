/** Shared pieces of the reported-results tests (docs/decisions/024-results-reported-and-confirmed.md). */

/** The smallest PNG the sniffer accepts: its signature and IHDR chunk, as base64. */
export const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex').toString('base64');

/** One player's line of a report: the documents' fields, all zero but what is given. */
export const statLine = (player_id: number, goals = 0, extra: Partial<Record<string, number>> = {}) => ({
  player_id,
  goals,
  assists: 0,
  yellow_cards: 0,
  red_cards: 0,
  direct_red: 0,
  simple_injuries: 0,
  serious_injuries: 0,
  mvp: 0,
  ...extra,
});
