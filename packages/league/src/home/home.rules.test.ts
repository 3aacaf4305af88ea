import { describe, expect, it } from 'vitest';
import { HOME_MSG } from './home.messages';
import { byUrgency, closesSoon, emptyNowText, LEADING_SOON_HOURS } from './home.rules';

describe('byUrgency', () => {
  it('puts items without a deadline first, then the earliest deadline', () => {
    const items = [
      { key: 'match.next:1', deadline: '2026-01-03T10:00:00.000Z' },
      { key: 'auction.outbid:2', deadline: '2026-01-01T10:00:00.000Z' },
      { key: 'transfer.to_confirm:3', deadline: null },
      { key: 'offer.revealing:4', deadline: '2026-01-02T10:00:00.000Z' },
    ];
    expect([...items].sort(byUrgency).map((i) => i.key)).toEqual(['transfer.to_confirm:3', 'auction.outbid:2', 'offer.revealing:4', 'match.next:1']);
  });
  it('orders equal deadlines by key, so the list does not jump between refreshes', () => {
    const at = '2026-01-01T10:00:00.000Z';
    expect(
      [
        { key: 'b', deadline: at },
        { key: 'a', deadline: at },
      ]
        .sort(byUrgency)
        .map((i) => i.key),
    ).toEqual(['a', 'b']);
    expect(
      [
        { key: 'b', deadline: null },
        { key: 'a', deadline: null },
      ]
        .sort(byUrgency)
        .map((i) => i.key),
    ).toEqual(['a', 'b']);
  });
});

describe('closesSoon', () => {
  const now = new Date('2026-01-01T10:00:00.000Z');
  const inHours = (h: number) => new Date(now.getTime() + h * 3_600_000);
  it.each([
    [0.5, true],
    [LEADING_SOON_HOURS, true],
    [LEADING_SOON_HOURS + 0.01, false],
    [0, false],
    [-1, false],
  ])('an auction closing in %f h: %s', (h, expected) => expect(closesSoon(inHours(h), now)).toBe(expected));
});

describe('emptyNowText', () => {
  it.each([
    ['a manager with his team', 'Manager Primera', true, HOME_MSG.empty],
    ['an Admin with a team (his own things come first)', 'Admin', true, HOME_MSG.empty],
    ['the Admin without a team: staff work and the auctions he confirms', 'Admin', false, HOME_MSG.emptyAdmin],
    ['the Organizador: staff work, no auctions (only the Admin confirms them)', 'Organizador', false, HOME_MSG.emptyStaff],
  ])('%s', (_, rol, hasTeam, text) => {
    expect(emptyNowText(rol, hasTeam)).toBe(text);
  });
});
