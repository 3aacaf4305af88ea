import { describe, expect, it } from 'vitest';
import { DEFAULT_SEASON_RULES } from '../season-rules';
import { auctionLog } from './auction-log.rules';

const START = new Date('2026-11-23T12:00:00Z');
const h = (n: number) => new Date(START.getTime() + n * 3_600_000);

describe('auctionLog', () => {
  it.each([
    [
      'fixed end, two bidders',
      h(12),
      [
        { userId: 1, amount: 10 },
        { userId: 2, amount: 12 },
        { userId: 1, amount: 15 },
      ],
      { winning_bid: 15, runner_up: 12, end: 'fixed', added_hours: 0 },
    ],
    [
      'soft close added 2.5 hours',
      h(14.5),
      [
        { userId: 1, amount: 10 },
        { userId: 2, amount: 11 },
      ],
      { winning_bid: 11, runner_up: 10, end: 'soft_close', added_hours: 2.5 },
    ],
    [
      'one bidder raising himself: no runner-up',
      h(12),
      [
        { userId: 1, amount: 10 },
        { userId: 1, amount: 11 },
      ],
      { winning_bid: 11, runner_up: null, end: 'fixed' },
    ],
    ['no bids', h(12), [], { winning_bid: null, runner_up: null, end: 'fixed' }],
  ])('%s', (_, endsAt, bids, expected) => {
    const log = auctionLog({ createdAt: START, endsAt, bids }, DEFAULT_SEASON_RULES);
    expect(log).toMatchObject({ ...expected, original_ends_at: h(12).toISOString(), ends_at: endsAt.toISOString() });
  });
});
