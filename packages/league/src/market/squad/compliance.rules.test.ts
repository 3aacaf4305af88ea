import { describe, expect, it } from 'vitest';
import { DEFAULT_SEASON_RULES, type SeasonRules } from '../season-rules';
import { applyChange, complianceAfter, complies, teamCompliance, type CompliancePlayer, type TeamUsage } from './compliance.rules';

let nextId = 1;
const p = (ca: number, age = 25): CompliancePlayer => ({ id: nextId++, ca, age });
const many = (n: number, ca = 150, age = 25) => Array.from({ length: n }, () => p(ca, age));
const usage = (over: Partial<TeamUsage> = {}): TeamUsage => ({
  name: 'Boca',
  division: 'Primera',
  players: [],
  blocks_used: 0,
  clause_losses: 0,
  auctions: 0,
  auctions_over_20: 0,
  ...over,
});
const R = DEFAULT_SEASON_RULES;
const rules = (over: Partial<SeasonRules>): SeasonRules => ({ ...R, ...over });

describe('teamCompliance: each figure against the season limit', () => {
  it.each([
    ['18 seniors is the limit', { players: many(18) }, 'senior', 18, 18, true],
    ['19 seniors is one over', { players: many(19) }, 'senior', 19, 18, false],
    ['age 20 is youth, 21 senior', { players: [p(150, 20), p(150, 21)] }, 'senior', 1, 18, true],
    ['6 youth is the limit', { players: many(6, 120, 20) }, 'youth', 6, 6, true],
    ['7 youth is one over', { players: many(7, 120, 19) }, 'youth', 7, 6, false],
    ['CA exactly 160 in Primera', { players: many(16, 160) }, 'ca_best16', 160, 160, true],
    ['CA 160.06 in Primera is over', { players: [...many(15, 160), p(161)] }, 'ca_best16', 160.06, 160, false],
    ['CA 153 in Segunda', { division: 'Segunda' as const, players: many(16, 153) }, 'ca_best16', 153, 153, true],
    ['CA 154 in Segunda is over', { division: 'Segunda' as const, players: many(16, 154) }, 'ca_best16', 154, 153, false],
    ['fewer than 16: the average of all', { players: [p(170), p(150)] }, 'ca_best16', 160, 160, true],
    ['fewer than 16 over the limit', { players: [p(171), p(150)] }, 'ca_best16', 160.5, 160, false],
    ['only the best 16 count', { players: [...many(16, 160), ...many(5, 190, 19)].slice(0, 16).concat(many(3, 100)) }, 'ca_best16', 160, 160, true],
    ['no players: 0', { players: [] }, 'ca_best16', 0, 160, true],
    ['no division: no CA limit', { division: null, players: many(16, 200) }, 'ca_best16', 200, null, true],
    ['4 blocks is the limit', { blocks_used: 4 }, 'blocks', 4, 4, true],
    ['5 blocks is over', { blocks_used: 5 }, 'blocks', 5, 4, false],
    ['6 losses is the limit', { clause_losses: 6 }, 'clause_losses', 6, 6, true],
    ['7 losses is over', { clause_losses: 7 }, 'clause_losses', 7, 6, false],
    ['4 auctions is the limit', { auctions: 4 }, 'auctions', 4, 4, true],
    ['5 auctions is over', { auctions: 5 }, 'auctions', 5, 4, false],
    ['2 over-20 auctions is the limit', { auctions_over_20: 2 }, 'auctions_over_20', 2, 2, true],
    ['3 over-20 auctions is over', { auctions_over_20: 3 }, 'auctions_over_20', 3, 2, false],
  ] as const)('%s', (_name, over, key, value, limit, ok) => {
    expect(teamCompliance(usage(over), DEFAULT_SEASON_RULES)[key]).toEqual({ value, limit, ok });
  });

  it('reads every limit from the season rules', () => {
    const r = rules({
      squad_senior_max: 2,
      squad_youth_max: 0,
      ca_limit_primera: 100,
      blocks_per_team: 1,
      max_clause_losses: 0,
      auctions_per_team: 1,
      auctions_over_20_per_team: 0,
    });
    const f = teamCompliance(usage({ players: [p(101), p(101), p(101, 19)], blocks_used: 1, clause_losses: 1, auctions: 1, auctions_over_20: 1 }), r);
    expect(f).toEqual({
      senior: { value: 2, limit: 2, ok: true },
      youth: { value: 1, limit: 0, ok: false },
      ca_best16: { value: 101, limit: 100, ok: false },
      blocks: { value: 1, limit: 1, ok: true },
      clause_losses: { value: 1, limit: 0, ok: false },
      auctions: { value: 1, limit: 1, ok: true },
      auctions_over_20: { value: 1, limit: 0, ok: false },
    });
    expect(complies(f)).toBe(false);
    expect(complies(teamCompliance(usage(), DEFAULT_SEASON_RULES))).toBe(true);
  });
});

describe('applyChange', () => {
  it('moves players in and out, counts an auction (over 20 or not) and a clause loss', () => {
    const [a, b] = [p(150), p(140)];
    const u = usage({ players: [a, b] });
    const c = p(130, 21);
    expect(applyChange(u, { players_out: [a.id], players_in: [c] }).players).toEqual([b, c]);
    expect(applyChange(u, { players_in: [a] }).players).toHaveLength(2); // already in the squad: not twice
    expect(applyChange(u, { auction: { age: 21 } })).toMatchObject({ auctions: 1, auctions_over_20: 1 });
    expect(applyChange(u, { auction: { age: 20 } })).toMatchObject({ auctions: 1, auctions_over_20: 0 });
    expect(applyChange(u, { clause_loss: true })).toMatchObject({ clause_losses: 1 });
  });
});

describe('complianceAfter: warnings before an operation', () => {
  it.each([
    ['a senior arriving at 17 stays within', usage({ players: many(17) }), { players_in: [p(120)] }, []],
    [
      'a senior arriving at 18 goes one over',
      usage({ players: many(18, 120) }),
      { players_in: [p(120)] },
      ['Boca quedaría con 19 jugadores mayores de 20 años; el máximo es 18.'],
    ],
    [
      'a youth arriving at 6 goes one over',
      usage({ players: many(6, 120, 18) }),
      { players_in: [p(120, 20)] },
      ['Boca quedaría con 7 juveniles (20 años o menos); el máximo es 6.'],
    ],
    [
      'a star lifts the best 16 over 160',
      usage({ players: many(16, 160) }),
      { players_in: [p(170, 19)] },
      ['El promedio de CA de los 16 mejores de Boca pasaría a 160,63, por encima del límite de 160 de Primera.'],
    ],
    ['reaching exactly 160 is fine', usage({ players: [...many(15, 160), p(150)] }), { players_in: [p(160, 19)] }, []],
    ['the 4th auction is within', usage({ auctions: 3 }), { auction: { age: 19 } }, []],
    ['the 5th auction is over', usage({ auctions: 4 }), { auction: { age: 19 } }, ['Boca llegaría a 5 subastas abiertas en la temporada; el máximo es 4.']],
    [
      'the 3rd auction on an over-20',
      usage({ auctions: 2, auctions_over_20: 2 }),
      { auction: { age: 21 } },
      ['Boca llegaría a 3 subastas sobre jugadores mayores de 20 en la temporada; el máximo es 2.'],
    ],
    ['the 6th clause loss is within', usage({ clause_losses: 5 }), { clause_loss: true }, []],
    [
      'the 7th clause loss is over',
      usage({ clause_losses: 6 }),
      { clause_loss: true },
      ['Boca llegaría a 7 jugadores perdidos por cláusula en la temporada; el máximo es 6.'],
    ],
    ['an excess the operation leaves as it was is not warned', usage({ players: many(20) }), { players_out: [] as number[] }, []],
  ] as const)('%s', (_name, u, change, expected) => {
    expect(complianceAfter(u, change, DEFAULT_SEASON_RULES)).toEqual(expected);
  });

  it('an excess the operation leaves as it is or reduces is not its doing; making it worse is', () => {
    const squad = many(20);
    const u = usage({ players: squad });
    expect(complianceAfter(u, { players_out: [squad[0]!.id] }, DEFAULT_SEASON_RULES)).toEqual([]);
    expect(complianceAfter(u, { players_in: [p(100, 19)] }, DEFAULT_SEASON_RULES)).toEqual([]);
    expect(complianceAfter(u, { players_in: [p(100)] }, DEFAULT_SEASON_RULES)).toEqual(['Boca quedaría con 21 jugadores mayores de 20 años; el máximo es 18.']);
  });

  it("uses the season's limits", () => {
    expect(complianceAfter(usage({ players: many(2) }), { players_in: [p(100)] }, rules({ squad_senior_max: 2 }))).toEqual([
      'Boca quedaría con 3 jugadores mayores de 20 años; el máximo es 2.',
    ]);
    expect(complianceAfter(usage({ division: 'Segunda', players: many(16, 150) }), { players_in: [p(200)] }, rules({ ca_limit_segunda: 152 }))).toEqual([
      'El promedio de CA de los 16 mejores de Boca pasaría a 153,13, por encima del límite de 152 de Segunda.',
    ]);
  });

  it('a team without division gets no CA warning', () => {
    expect(complianceAfter(usage({ division: null, players: many(16, 200) }), { players_in: [p(200, 19)] }, DEFAULT_SEASON_RULES)).toEqual([]);
  });
});
