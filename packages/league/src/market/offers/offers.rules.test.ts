import { describe, expect, it } from 'vitest';
import { DEFAULT_SEASON_RULES } from '../season-rules';
import { DEFAULT_LEAGUE_TZ } from '../../constants';
import {
  canBeClauseTarget,
  clauseRange,
  formatLeagueTime,
  HIDDEN_AUTHOR,
  HIDDEN_OFFER_FIELDS,
  isHidden,
  offeredClauseTotal,
  revealHoursText,
  revealTime,
  revealTimeForPlayer,
  sealOffer,
  validateClauseTotal,
} from './offers.rules';

describe('clauseRange', () => {
  it.each([
    [0, 0, 0],
    [1_000_000, 1_000_000, 2_000_000],
    [37_500_000, 37_500_000, 75_000_000],
  ])('value %i -> %i..%i', (value, min, max) => expect(clauseRange(value, DEFAULT_SEASON_RULES)).toEqual({ min, max }));
});

describe('offeredClauseTotal: total_value when sent, else value + extra_value', () => {
  it.each([
    [{ value: 10_000_000, extra_value: 2_500_000 }, 12_500_000],
    [{ value: 15_000_000 }, 15_000_000],
    [{ value: 10_000_000, extra_value: 2_000_000, total_value: 18_000_000 }, 18_000_000],
    [{ total_value: 11_000_000 }, 11_000_000],
    [{}, 0],
  ])('%o -> %i', (body, total) => expect(offeredClauseTotal(body)).toBe(total));
});

describe('validateClauseTotal: 1x..2x the stored value', () => {
  const range = 'El monto de la cláusula debe estar entre $ 10.000.000 y $ 20.000.000.';
  it.each([
    [10_000_000, 10_000_000, null],
    [10_000_000, 15_000_001, null],
    [10_000_000, 20_000_000, null],
    [0, 0, null],
    [10_000_000, 9_999_999, range],
    [10_000_000, 20_000_001, range],
    [10_000_000, 12_000_000.5, range],
    [10_000_000, Number.NaN, range],
    [-5, 0, 'El valor del jugador no es válido.'],
    [1.5, 2, 'El valor del jugador no es válido.'],
  ])('value %d total %d -> %s', (playerValue, total, error) => {
    expect(validateClauseTotal({ playerValue, total }, DEFAULT_SEASON_RULES)).toBe(error);
  });
});

describe('canBeClauseTarget', () => {
  it.each([
    ['liberado', 'Primera', true],
    ['registrado', 'Segunda', true],
    [null, 'Primera', true],
    ['', 'Segunda', true],
    ['bloqueado', 'Primera', false],
    ['restringido', 'Segunda', false],
    ['liberado', null, false],
    ['liberado', '', false],
    ['liberado', 'Tercera', false],
    ['registrado', undefined, false],
  ])('status %s, division %s -> %s', (status, division, ok) => {
    expect(canBeClauseTarget({ status, division })).toBe(ok);
  });
});

const BA = 'America/Argentina/Buenos_Aires';
const MADRID = 'Europe/Madrid';
const at = (iso: string) => new Date(iso);

describe('revealTime in Buenos Aires (UTC-3, no DST)', () => {
  it('is the default league zone', () => expect(DEFAULT_LEAGUE_TZ).toBe(BA));
  it.each([
    ['00:00 -> 01:00 same day', '2025-06-15T00:00:00-03:00', '2025-06-15T01:00:00-03:00'],
    ['00:59 -> 01:00', '2025-06-15T00:59:00-03:00', '2025-06-15T01:00:00-03:00'],
    ['00:59:59.999 -> 01:00', '2025-06-15T00:59:59.999-03:00', '2025-06-15T01:00:00-03:00'],
    ['01:00 -> 10:00', '2025-06-15T01:00:00-03:00', '2025-06-15T10:00:00-03:00'],
    ['05:30 -> 10:00', '2025-06-15T05:30:00-03:00', '2025-06-15T10:00:00-03:00'],
    ['09:59 -> 10:00', '2025-06-15T09:59:00-03:00', '2025-06-15T10:00:00-03:00'],
    ['10:00 -> 18:00', '2025-06-15T10:00:00-03:00', '2025-06-15T18:00:00-03:00'],
    ['17:59 -> 18:00', '2025-06-15T17:59:00-03:00', '2025-06-15T18:00:00-03:00'],
    ['18:00 -> 01:00 next day', '2025-06-15T18:00:00-03:00', '2025-06-16T01:00:00-03:00'],
    ['23:59 -> 01:00 next day', '2025-06-15T23:59:00-03:00', '2025-06-16T01:00:00-03:00'],
    ['month end 31 Jan 23:30 -> 1 Feb', '2025-01-31T23:30:00-03:00', '2025-02-01T01:00:00-03:00'],
    ['30 Apr 18:00 -> 1 May', '2025-04-30T18:00:00-03:00', '2025-05-01T01:00:00-03:00'],
    ['leap day 28 Feb 2024 19:00 -> 29 Feb', '2024-02-28T19:00:00-03:00', '2024-02-29T01:00:00-03:00'],
    ['28 Feb 2025 19:00 -> 1 Mar', '2025-02-28T19:00:00-03:00', '2025-03-01T01:00:00-03:00'],
    ['year end 31 Dec 20:00 -> 1 Jan', '2025-12-31T20:00:00-03:00', '2026-01-01T01:00:00-03:00'],
    ['1 Jan 00:10 -> 01:00 same day', '2026-01-01T00:10:00-03:00', '2026-01-01T01:00:00-03:00'],
    ['31 Dec 22:00 local is already 1 Jan in UTC', '2025-12-31T22:00:00-03:00', '2026-01-01T01:00:00-03:00'],
  ])('%s', (_name, created, expected) => {
    expect(revealTime(at(created), BA, DEFAULT_SEASON_RULES).toISOString()).toBe(at(expected).toISOString());
  });
});

describe('revealTime in Europe/Madrid around DST changes (wall clock, not elapsed hours)', () => {
  it.each([
    ['day before spring change, 18:30 -> 01:00 CET', '2025-03-29T18:30:00+01:00', '2025-03-30T01:00:00+01:00'],
    ['00:30 CET -> 01:00 CET', '2025-03-30T00:30:00+01:00', '2025-03-30T01:00:00+01:00'],
    // 8.5 wall hours but only 7.5 real hours: 02:00 CET jumps to 03:00 CEST.
    ['01:30 CET -> 10:00 CEST', '2025-03-30T01:30:00+01:00', '2025-03-30T10:00:00+02:00'],
    ['03:00 CEST, right after the jump -> 10:00 CEST', '2025-03-30T03:00:00+02:00', '2025-03-30T10:00:00+02:00'],
    ['12:00 CEST -> 18:00 CEST', '2025-03-30T12:00:00+02:00', '2025-03-30T18:00:00+02:00'],
    ['18:00 CEST -> 01:00 CEST next day', '2025-03-30T18:00:00+02:00', '2025-03-31T01:00:00+02:00'],
    ['autumn 01:30 CEST -> 10:00 CET', '2025-10-26T01:30:00+02:00', '2025-10-26T10:00:00+01:00'],
    ['autumn repeated 02:30 CET -> 10:00 CET', '2025-10-26T02:30:00+01:00', '2025-10-26T10:00:00+01:00'],
    ['autumn eve 20:00 CEST -> 01:00 CEST', '2025-10-25T20:00:00+02:00', '2025-10-26T01:00:00+02:00'],
  ])('%s', (_name, created, expected) => {
    expect(revealTime(at(created), MADRID, DEFAULT_SEASON_RULES).toISOString()).toBe(at(expected).toISOString());
  });

  it('the same instant reveals at different instants in different zones', () => {
    const created = at('2025-06-15T12:00:00Z'); // 09:00 in Buenos Aires, 14:00 in Madrid
    expect(revealTime(created, BA, DEFAULT_SEASON_RULES).toISOString()).toBe('2025-06-15T13:00:00.000Z');
    expect(revealTime(created, MADRID, DEFAULT_SEASON_RULES).toISOString()).toBe('2025-06-15T16:00:00.000Z');
    expect(revealTime(created, 'UTC', DEFAULT_SEASON_RULES).toISOString()).toBe('2025-06-15T18:00:00.000Z');
  });

  it('refuses an unknown time zone', () => {
    expect(() => revealTime(at('2025-06-15T12:00:00Z'), 'Mars/Olympus', DEFAULT_SEASON_RULES)).toThrow(RangeError);
  });
});

describe('isHidden', () => {
  const reveal = at('2025-06-15T18:00:00-03:00');
  it.each([
    ['one ms before', '2025-06-15T17:59:59.999-03:00', true],
    ['an hour before', '2025-06-15T17:00:00-03:00', true],
    ['exactly at reveal', '2025-06-15T18:00:00-03:00', false],
    ['after', '2025-06-16T09:00:00-03:00', false],
  ])('%s -> %s', (_name, now, hidden) => expect(isHidden(reveal, at(now))).toBe(hidden));
});

describe('revealTimeForPlayer', () => {
  it('is null with no offers', () => expect(revealTimeForPlayer([], BA, DEFAULT_SEASON_RULES)).toBeNull());
  it('counts from the first offer', () => {
    const offers = [at('2025-06-15T11:00:00-03:00'), at('2025-06-15T09:30:00-03:00'), at('2025-06-15T10:30:00-03:00')];
    expect(revealTimeForPlayer(offers, BA, DEFAULT_SEASON_RULES)?.toISOString()).toBe(at('2025-06-15T10:00:00-03:00').toISOString());
  });
});

describe('formatLeagueTime', () => {
  it.each([
    ['2026-11-22T03:59:59.000Z', '22-11-2026 00:59:59'],
    ['2026-11-22T21:00:00.000Z', '22-11-2026 18:00:00'],
    ['2026-12-01T02:30:05.000Z', '30-11-2026 23:30:05'],
  ])('%s is %s in Buenos Aires', (iso, text) => {
    expect(formatLeagueTime(new Date(iso), 'America/Argentina/Buenos_Aires')).toBe(text);
  });
});

describe('sealOffer: what of an offer a reader may see', () => {
  const offer = (hidden: boolean) => ({
    id: 7,
    id_player: 3,
    name: 'Jugador',
    id_team: { id: 2, name: 'Equipo' },
    created_by: { id: 10, name: 'Creador' },
    other_players: '[4,5]',
    value: 1000,
    extra_value: 500,
    total_value: 1500,
    status: 'bloqueado',
    confirmed: 'no',
    active: 'yes',
    created_at: '2026-11-23T14:00:00.000Z',
    reveal_at: '2026-11-23T21:00:00.000Z',
    id_season: 1,
    hidden,
  });
  const withheld = { created_by: { id: null, name: 'Oculto' }, other_players: null, value: null, extra_value: null, total_value: null };
  it.each([
    ['hidden, read by another user', true, 11, { ...offer(true), ...withheld }],
    ['hidden, read by its creator', true, 10, offer(true)],
    ['revealed, read by another user', false, 11, offer(false)],
    ['revealed, read by its creator', false, 10, offer(false)],
  ])('%s', (_name, hidden, readerId, expected) => {
    expect(sealOffer(offer(hidden), { id: readerId })).toEqual(expected);
  });
  it('keeps only the player, the time, the id and the open flags of a hidden offer; the author is the placeholder', () => {
    const sealed = sealOffer(offer(true), { id: 11 });
    const kept = Object.entries(sealed)
      .filter(([, v]) => v !== null)
      .map(([k]) => k)
      .sort();
    expect(kept).toEqual([
      'active',
      'confirmed',
      'created_at',
      'created_by',
      'hidden',
      'id',
      'id_player',
      'id_season',
      'id_team',
      'name',
      'reveal_at',
      'status',
    ]);
    expect(sealed.created_by).toEqual(HIDDEN_AUTHOR);
    expect(HIDDEN_OFFER_FIELDS).toContain('created_by');
  });
  it('seals only the withheld fields an offer carries (the clause-round log carries the total only)', () => {
    const logged = { id: 7, hidden: true, created_by: { id: 10, name: 'Creador' }, total_value: 1500, created_at: 'x' };
    expect(sealOffer(logged, { id: 11 })).toEqual({ id: 7, hidden: true, created_by: { id: null, name: 'Oculto' }, total_value: null, created_at: 'x' });
  });
  it("seals a receipt's salt and total like the amount; its hash stays (it tells nothing without the salt)", () => {
    const logged = {
      id: 7,
      hidden: true,
      created_by: { id: 10, name: 'Creador' },
      total_value: 1500,
      receipt_hash: 'ab',
      receipt_salt: 'cd',
      receipt_total: 1500,
    };
    expect(sealOffer(logged, { id: 11 })).toEqual({ ...logged, created_by: HIDDEN_AUTHOR, total_value: null, receipt_salt: null, receipt_total: null });
    expect(sealOffer({ ...logged, hidden: false }, { id: 11 })).toEqual({ ...logged, hidden: false });
  });
  it('a placeholder of its own each time: a reader cannot change the shared one', () => {
    const a = sealOffer(offer(true), { id: 11 });
    expect(a.created_by).not.toBe(HIDDEN_AUTHOR);
  });
});

describe('revealHoursText: the hours texts show, from REVEAL_HOURS', () => {
  it.each([
    [undefined, '01:00, 10:00 o 18:00'],
    [[18, 1], '01:00 o 18:00'],
    [[9], '09:00'],
  ])('%j -> %s', (hours, text) => expect(revealHoursText(hours)).toBe(text));
});
