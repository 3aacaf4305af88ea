import { describe, expect, it } from 'vitest';
import { INTENTS } from './intents';
import { editDistance, matchIntent, nameMatches, normalizeQuestion, type IntentMatch } from './intent.rules';

describe('matchIntent: every example phrasing of the table is its own intent', () => {
  it.each(INTENTS.flatMap((i) => i.examples.map((e) => [e, i.id] as const)))('%j -> %s', (text, id) => {
    expect(matchIntent(text).intent).toBe(id);
  });
});

describe('matchIntent: other wordings, typos, vos and tú, and what goes to the rulebook', () => {
  it.each<[string, IntentMatch['intent']]>([
    // The round and its opponent, in natural wording.
    ['contra quien juego la proxima fecha', 'next_matches'],
    ['¿contra quién jugamos la jornada que viene?', 'next_matches'],
    ['quien me toca el finde?', 'next_matches'],
    ['¿Con quién juego?', 'next_matches'],
    ['¿Con quien juegas la proxima?', 'next_matches'],
    ['mi proximo partdio', 'next_matches'],
    ['mi proximo partido', 'next_matches'],
    ['¿Hasta cuándo hay para jugar la fecha 5?', 'play_window'],
    ['¿Qué día se juega la fecha 5?', 'next_matches'],
    ['cual es la fecha limite de la jornada', 'play_window'],
    // Money, in the league's slang.
    ['cuanta guita tengo', 'budget'],
    ['cuánta plata me queda?', 'budget'],
    ['¿Cuánto presupuesto tenés para mí?', 'budget'],
    ['cuanto presupusto tengo', 'budget'],
    ['¿Cuánta plata tiene Boca?', 'budget'],
    ['mi saldo disponible', 'budget'],
    // Clauses: outcome, price range, reveal times, others' offers.
    ['¿gané la cláusula por Juan Pérez?', 'my_offers'],
    ['gane la clausla por juan perez', 'my_offers'],
    ['¿Me quedé con la rescisión de Pérez?', 'my_offers'],
    ['¿qué pasó con mi oferta por Pérez?', 'my_offers'],
    ['cuanto ofreci por perez', 'my_offers'],
    ['¿Cuánto cuesta la cláusula de Juan Pérez?', 'clause_range'],
    ['rango de precio de la clausula de perez en pesos', 'clause_range'],
    ['¿cuánto tengo que poner para la rescisión de Pérez?', 'clause_range'],
    ['cuanto sale la cdr de perez', 'clause_range'],
    ['a q hora se revelan las ofertas?', 'reveal_times'],
    ['cuando se ven las clausulas', 'reveal_times'],
    ['¿Cuánto ofreció Gómez por Pérez?', 'player_offers'],
    ['¿Quién ofertó por Pérez?', 'player_offers'],
    ['¿Hay ofertas por Pérez?', 'player_offers'],
    ['¿ofertaron por alguno de mis jugadores?', 'player_offers'],
    ['¿Cuándo abre el mercado de pases?', 'market_gate'],
    // Competition.
    ['¿Tengo jugadores suspendidos?', 'suspensions'],
    ['tengo algun sancionado?', 'suspensions'],
    ['¿Cómo va mi equipo en la tabla?', 'standings'],
    ['en que puesto estoy', 'standings'],
    ['quien es el lider', 'leader'],
    ['¿Cuántas amarillas son una suspensión?', 'yellow_rules'],
    ['¿Tengo jugadores suspendidos por amarillas?', 'suspensions'],
    ['¿Cómo van mis apuestas?', 'bets'],
    ['¿De qué equipo es Juan Pérez?', 'player_team'],
    ['¿Cuánto vale Pérez?', 'player_team'],
    // What the rulebook answers (and says when it has nothing).
    ['¿Cuántos jugadores puedo perder por cláusula?', 'rules'],
    ['¿Cómo funcionan las subastas?', 'rules'],
    ['¿Qué dice el reglamento sobre mi presupuesto?', 'rules'],
    ['¿Cuánto dura una CDR?', 'rules'],
    ['premio del campeón', 'rules'],
    ['¿Quién ganó el mundial?', 'rules'],
    ['¿Quién va a ganar la liga?', 'forecast'],
    ['   ', 'help'],
    ['¿¡?!', 'help'],
    ['holaaa', 'help'],
  ])('%j -> %s', (text, intent) => {
    expect(matchIntent(text).intent).toBe(intent);
  });
});

describe('matchIntent: what is left names the player; a round number is read', () => {
  it.each<[string, string, string[], number | null]>([
    ['¿gané la cláusula por Juan Pérez?', 'juan perez', ['juan perez'], null],
    ['¿Cuánto cuesta la cláusula de Juan Pérez?', 'juan perez', ['juan perez'], null],
    ['rango de precio de la clausula de perez en pesos', 'perez', ['perez'], null],
    ['¿Cuánto ofreció Gómez por Juan Pérez?', 'gomez juan perez', ['gomez juan perez', 'juan perez', 'gomez'], null],
    ['¿Cómo van mis ofertas?', '', [], null],
    ['¿Cuánta plata tiene Boca?', 'boca', ['boca'], null],
    ['¿contra quién juego la fecha 5?', '', [], 5],
    ['¿Quién ganó el mundial de 1986?', 'mundial', ['mundial'], null],
  ])('%j -> %j %j, round %s', (text, subject, names, round) => {
    const m = matchIntent(text);
    expect(m.subject).toBe(subject);
    expect(m.names).toEqual(names);
    expect(m.round).toBe(round);
  });
});

describe('normalizeQuestion', () => {
  it.each([
    ['¿Cuándo JUEGO?', 'cuando juego'],
    ['q hora es', 'que hora es'],
    ['holaaaa!!', 'hola'],
    ['¿Cuánto está la CDR de Núñez?', 'cuanto esta la cdr de nunez'],
  ])('%j -> %j', (text, normal) => expect(normalizeQuestion(text)).toBe(normal));
});

describe('editDistance', () => {
  it.each([
    ['clausula', 'clausula', 0],
    ['clausla', 'clausula', 1],
    ['partdio', 'partido', 1],
    ['presupusto', 'presupuesto', 1],
    ['gane', 'gano', 1],
    ['', 'abc', 3],
    ['rival', 'plata', 5],
  ])('%j, %j -> %i', (a, b, d) => expect(editDistance(a, b)).toBe(d));
});

describe('nameMatches', () => {
  it.each([
    ['juan perez', 'Juan Pérez', true],
    ['perez', 'Juan Pérez', true],
    ['peres', 'Juan Pérez', true],
    ['juan', 'Juan Pérez', true],
    ['mundial', 'Juan Pérez', false],
    ['juan gomez', 'Juan Pérez', false],
    ['', 'Juan Pérez', false],
    ['li', 'Ki Li', true],
    ['lo', 'Ki Li', false],
  ])('%j in %j -> %s', (subject, name, ok) => expect(nameMatches(subject, name)).toBe(ok));
});

describe('matchIntent: whether the question speaks of the asker', () => {
  it.each([
    ['¿Cuánta plata tengo?', true],
    ['¿Cuánta plata tiene Boca?', false],
    ['¿Contra quién juego?', true],
    ['¿Quién es el puntero?', false],
  ])('%j -> %s', (text, aboutMe) => expect(matchIntent(text).aboutMe).toBe(aboutMe));
});
