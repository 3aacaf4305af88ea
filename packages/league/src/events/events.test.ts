import { describe, expect, it } from 'vitest';
import { LIVE_EVENT_TYPES, type LiveEvent } from './events';

describe('live events', () => {
  it('lists each name once', () => expect(new Set(LIVE_EVENT_TYPES).size).toBe(LIVE_EVENT_TYPES.length));
  it('types each payload by its name', () => {
    const events: LiveEvent[] = [
      { type: 'transfer.cancelled', payload: { id: 1 } },
      { type: 'auction.confirmed', payload: { auction_id: 1, id_player: 2, deserted: true } },
      { type: 'notification.created' },
    ];
    // @ts-expect-error a transfer's payload has no auction id
    const wrong: LiveEvent = { type: 'transfer.created', payload: { auction_id: 1 } };
    expect([...events, wrong].map((e) => LIVE_EVENT_TYPES.includes(e.type))).toEqual([true, true, true, true]);
  });
});
