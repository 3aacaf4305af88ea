import { describe, expect, it } from 'vitest';
import * as C from '../constants';
import { formatMoney } from '../market/money.rules';
import { DEFAULT_SEASON_RULES } from '../market/season-rules';
import { buildRulebook, RULEBOOK, rulebookText, sectionText } from './rulebook';
import { filterRulebook, searchRulebook } from './rulebook.search';

const text = rulebookText(RULEBOOK);

describe('rulebook text holds every constant it is built from', () => {
  it.each([
    ['14 teams per division', `${C.TEAMS_PER_DIVISION} equipos`],
    ['13 matches', `${C.FIXTURE_ROUNDS} partidos`],
    ['Primera champion', `${C.LEAGUE_PRIZES_PRIMERA.champion / 1e6}M (${formatMoney(C.LEAGUE_PRIZES_PRIMERA.champion)})`],
    ['Primera second', `${C.LEAGUE_PRIZES_PRIMERA.runnerUp / 1e6}M (${formatMoney(C.LEAGUE_PRIZES_PRIMERA.runnerUp)})`],
    ['objective step', `${C.OBJECTIVE_STEP_AMOUNT / 1e6}M`],
    ['clause duration', `dura ${C.CLAUSE_DURATION_HOURS} horas`],
    ['clause maximum', `${C.CLAUSE_MAX_FACTOR * 100}%`],
    ['players lost', `como máximo ${C.MAX_PLAYERS_LOST_BY_CLAUSE} jugadores`],
    ['auction raise', `${C.AUCTION_MIN_RAISE / 1e6}M (${formatMoney(C.AUCTION_MIN_RAISE)})`],
    ['auction start', `${C.AUCTION_START_FACTOR * 100}% del valor`],
    ['auction duration', `dura ${C.AUCTION_DURATION_HOURS} horas`],
    ['locks', `hasta ${C.LOCKS_PER_TEAM} jugadores`],
    ['seniors', `hasta ${C.SQUAD_SENIOR_LIMIT} jugadores mayores de ${C.SENIOR_AGE_OVER}`],
    ['youth', `${C.SQUAD_YOUTH_LIMIT} juveniles`],
    ['CA Primera', `${C.CA_AVERAGE_LIMIT.Primera} en Primera`],
    ['CA Segunda', `${C.CA_AVERAGE_LIMIT.Segunda} en Segunda`],
    ['reveal 01:00', '01:00'],
    ['reveal 10:00', '10:00'],
    ['reveal 18:00', '18:00'],
    ['market gate', `${C.MARKET_GATE_HOURS} horas después del inicio`],
    ['bet minimum', formatMoney(C.BET_MIN_AMOUNT)],
    ['bet maximum', formatMoney(C.BET_MAX_AMOUNT)],
    ['league yellows 3', `${C.LEAGUE_YELLOWS_ONE_ROUND} amarillas`],
    ['league yellows 6', `${C.LEAGUE_YELLOWS_TWO_ROUNDS}, 2 fechas`],
    ['cup yellows', `cada ${C.CUP_YELLOWS_PER_SUSPENSION} amarillas`],
    ['direct red', `roja directa, con ${C.DIRECT_RED_ROUNDS} fechas`],
    ['serious injury', `las ${C.SERIOUS_INJURY_ROUNDS} siguientes`],
    ['prizes per batch', `hasta ${C.MAX_PRIZES_PER_BATCH} por tanda`],
    ['first block free', 'El primer bloqueo de la temporada no tiene costo.'],
    ['block 180+ Primera', `CA 180 o más cuesta 60M (${formatMoney(60_000_000)}) en Primera y 85M (${formatMoney(85_000_000)}) en Segunda`],
    ['block under 180', `CA menor a 180, 40M (${formatMoney(40_000_000)}) en Primera y 60M (${formatMoney(60_000_000)}) en Segunda`],
    ['release share', 'tu equipo cobra el 60% de su valor'],
  ])('%s', (_name, fragment) => {
    expect(text).toContain(fragment);
  });

  it('numbers its sections 1..n with unique ids, each with paragraphs', () => {
    expect(RULEBOOK.sections.map((s) => s.number)).toEqual(RULEBOOK.sections.map((_, i) => i + 1));
    expect(new Set(RULEBOOK.sections.map((s) => s.id)).size).toBe(RULEBOOK.sections.length);
    for (const s of RULEBOOK.sections) expect(s.paragraphs.length).toBeGreaterThan(0);
  });

  it('names the season', () => {
    expect(buildRulebook('Temporada 58', DEFAULT_SEASON_RULES).title).toContain('Temporada 58');
    expect(RULEBOOK.title).toContain(`Temporada ${C.DEFAULT_SEASON_ID}`);
  });

  it('renders a section with its number', () => {
    expect(sectionText(RULEBOOK.sections[0]!)).toMatch(/^Regla 1\. El torneo: /);
  });
});

describe('searchRulebook', () => {
  it.each([
    ['¿Cuántos jugadores puedo perder por cláusula?', 'clausulas', `${C.MAX_PLAYERS_LOST_BY_CLAUSE} jugadores`],
    ['CLAUSULA de RESCISION cuanto dura', 'clausulas', `${C.CLAUSE_DURATION_HOURS} horas`],
    ['¿cuánto es la puja mínima en una subasta?', 'subastas', 'puja'],
    ['¿Cuántas amarillas para una suspensión?', 'sanciones', 'amarillas'],
    ['premio del campeón', 'premios', 'campeón'],
    ['cuántos juveniles', 'plantel', 'juveniles'],
    ['¿Cuánto puedo apostar?', 'apuestas', formatMoney(C.BET_MAX_AMOUNT)],
    ['bloqueos', 'bloqueos', `${C.LOCKS_PER_TEAM}`],
  ])('%s -> %s', (query, id, fragment) => {
    const [best] = searchRulebook(RULEBOOK, query);
    expect(best?.section.id).toBe(id);
    expect(best!.paragraphs.join(' ')).toContain(fragment);
  });

  it.each([[''], ['¿?'], ['quién ganó el mundial 1986'], ['xyzzy']])('finds nothing for %j', (query) => {
    expect(searchRulebook(RULEBOOK, query)).toEqual([]);
  });
});

describe('filterRulebook', () => {
  it('keeps every section for an empty filter', () => {
    expect(filterRulebook(RULEBOOK, '  ')).toHaveLength(RULEBOOK.sections.length);
  });
  it('matches ignoring accents and case, keeping only matching paragraphs', () => {
    const out = filterRulebook(RULEBOOK, 'LESION GRAVE');
    expect(out.map((s) => s.id)).toEqual(['sanciones']);
    expect(out[0]!.paragraphs).toHaveLength(1);
  });
  it('keeps a whole section when its title matches', () => {
    const out = filterRulebook(RULEBOOK, 'apuestas');
    expect(out.find((s) => s.id === 'apuestas')!.paragraphs).toHaveLength(RULEBOOK.sections.find((s) => s.id === 'apuestas')!.paragraphs.length);
  });
  it('returns nothing when nothing matches', () => {
    expect(filterRulebook(RULEBOOK, 'zzzz')).toEqual([]);
  });
});

describe('the blocks section follows the season settings', () => {
  it.each([
    [0, 'Todos los bloqueos tienen costo.'],
    [1, 'El primer bloqueo de la temporada no tiene costo.'],
    [2, 'Los primeros 2 bloqueos de la temporada no tienen costo.'],
  ])('%i free blocks', (free, sentence) => {
    const book = buildRulebook('Temporada 58', { ...DEFAULT_SEASON_RULES, block_free_per_season: free, block_high_ca: 175, release_factor: 0.5 });
    const blocks = sectionText(book.sections.find((x) => x.id === 'bloqueos')!);
    expect(blocks).toContain(sentence);
    expect(blocks).toContain('CA 175 o más');
    expect(blocks).toContain('cobra el 50% de su valor');
  });
});
