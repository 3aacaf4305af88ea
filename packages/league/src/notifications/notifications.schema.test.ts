import { describe, expect, it } from 'vitest';
import { defaultDelivery, deliveryPreferences, deliveryPreferencesBodySchema, NOTIFICATION_KINDS } from './notifications.schema';

describe('delivery preferences', () => {
  it.each([
    ['auction.outbid', 'push'],
    ['auction.ended', 'push'],
    ['transfer.pending', 'push'],
    ['offer.received', 'push'],
    ['clause_round.ended', 'push'],
    ['transfer.confirmed', 'app'],
    ['transfer.cancelled', 'app'],
    ['bet.settled', 'app'],
    ['prize.paid', 'app'],
    ['budget.changed', 'app'],
  ] as const)('%s defaults to %s', (kind, choice) => {
    expect(defaultDelivery(kind)).toBe(choice);
  });

  it('fills the kinds never set with their defaults and ignores unknown choices', () => {
    const prefs = deliveryPreferences({ 'bet.settled': 'none', 'auction.outbid': 'app', 'prize.paid': 'loud' });
    expect(prefs['bet.settled']).toBe('none');
    expect(prefs['auction.outbid']).toBe('app');
    expect(prefs['prize.paid']).toBe('app');
    expect(Object.keys(prefs)).toEqual([...NOTIFICATION_KINDS]);
  });

  it('accepts a subset of kinds and refuses unknown kinds or choices', () => {
    expect(deliveryPreferencesBodySchema.safeParse({ 'bet.settled': 'none' }).success).toBe(true);
    expect(deliveryPreferencesBodySchema.safeParse({ 'bet.settled': 'email' }).success).toBe(false);
    expect(deliveryPreferencesBodySchema.safeParse({ 'match.loaded': 'app' }).success).toBe(false);
  });
});
