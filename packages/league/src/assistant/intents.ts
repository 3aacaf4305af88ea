import type { Concept } from './lexicon';

/**
 * What the built-in assistant can answer (decision 026), in one table: each intent, the concepts
 * a question must carry to be it (any one line of `needs`; the line with most concepts met wins,
 * and on a tie the intent higher in this table), and example phrasings the matcher's tests check.
 *
 * `kind`: 'data' intents answer from the asker's league data and step aside when the question is
 * about the rules ('¿qué dice el reglamento sobre mi presupuesto?'); 'rule' intents answer a rule
 * of the season in force, with data when it helps. `player`: whether the question may name a
 * player ('optional') or must ('required'); the server looks the name up.
 */
export type IntentDef = {
  id: IntentId;
  kind: 'data' | 'rule';
  player?: 'optional' | 'required';
  needs: readonly (readonly Concept[])[];
  examples: readonly string[];
};

export const INTENT_IDS = [
  'forecast',
  'suspensions',
  'yellow_rules',
  'reveal_times',
  'my_offers',
  'player_offers',
  'clause_range',
  'market_gate',
  'play_window',
  'next_matches',
  'leader',
  'standings',
  'auctions',
  'movements',
  'budget',
  'bets',
  'player_team',
  'squad',
  'help',
] as const;
export type IntentId = (typeof INTENT_IDS)[number];

/** The user's own data topics the assistant also hands to a configured language model as facts. */
export const DATA_TOPICS = ['budget', 'movements', 'squad', 'next_matches', 'auctions', 'suspensions', 'standings', 'leader', 'my_offers', 'bets'] as const;
export type DataTopic = (typeof DATA_TOPICS)[number];

export const INTENTS: readonly IntentDef[] = [
  {
    id: 'forecast',
    kind: 'rule',
    needs: [['FORECAST', 'MATCH'], ['FORECAST', 'NEXT'], ['FORECAST']],
    examples: ['¿Quién va a ganar la liga?', '¿Qué equipo ganará el próximo partido?', 'dame un pronóstico de la fecha'],
  },
  {
    id: 'suspensions',
    kind: 'data',
    needs: [
      ['SUSPENSION', 'MINE'],
      ['SUSPENSION', 'SQUAD'],
    ],
    examples: [
      '¿Tengo jugadores suspendidos?',
      'mis jugadores sancionados',
      '¿Tengo jugadores suspendidos por amarillas?',
      'hay algun suspendido en mi equipo?',
    ],
  },
  {
    id: 'yellow_rules',
    kind: 'rule',
    needs: [
      ['YELLOW', 'HOW_MANY', 'SUSPENSION'],
      ['YELLOW', 'HOW_MANY'],
      ['YELLOW', 'SUSPENSION'],
      ['YELLOW', 'ACCUMULATE'],
    ],
    examples: [
      '¿Cuántas amarillas son una suspensión?',
      'cuántas amarillas para suspensión',
      '¿Con cuántas amarillas me suspenden?',
      'amarillas acumuladas en la copa',
    ],
  },
  {
    id: 'reveal_times',
    kind: 'rule',
    player: 'optional',
    needs: [['REVEAL'], ['CLAUSE', 'HOUR'], ['CLAUSE', 'WON', 'WHEN'], ['CLAUSE', 'OPEN', 'WHEN']],
    examples: ['¿A qué hora se revelan las cláusulas?', '¿Cuándo se sabe quién ganó la cláusula?', 'horario de las ofertas', '¿cuándo se abren las ofertas?'],
  },
  {
    id: 'my_offers',
    kind: 'data',
    player: 'optional',
    needs: [
      ['CLAUSE', 'WON', 'MINE'],
      ['CLAUSE', 'MINE', 'STATUS'],
      ['CLAUSE', 'MINE', 'OFFERED'],
      ['CLAUSE', 'MINE'],
      ['CLAUSE', 'WON'],
    ],
    examples: ['¿Gané la cláusula?', '¿Cómo van mis ofertas?', '¿Qué pasó con mi oferta?', '¿Cuánto ofrecí?', 'mis clausulas', '¿me quedé con la rescisión?'],
  },
  {
    id: 'player_offers',
    kind: 'data',
    player: 'optional',
    needs: [
      ['CLAUSE', 'THEM', 'MINE'],
      ['CLAUSE', 'RECEIVED', 'MINE'],
      ['CLAUSE', 'THERE_IS', 'MINE'],
      ['CLAUSE', 'SQUAD', 'MINE'],
      ['CLAUSE', 'THEM'],
      ['CLAUSE', 'RECEIVED'],
      ['CLAUSE', 'THERE_IS'],
      ['CLAUSE', 'SQUAD'],
    ],
    examples: ['¿Me hicieron ofertas?', '¿Recibí alguna oferta?', '¿Hay ofertas por mis jugadores?', '¿Quién ofertó?'],
  },
  {
    id: 'clause_range',
    kind: 'rule',
    player: 'optional',
    needs: [
      ['CLAUSE', 'PRICE', 'MINE'],
      ['CLAUSE', 'PRICE'],
      ['CLAUSE', 'VALUE'],
    ],
    examples: ['¿Entre cuánto y cuánto puede ser una cláusula?', '¿cuál es el rango de precio de una rescisión?', '¿cuánto tengo que poner para una cláusula?'],
  },
  {
    id: 'market_gate',
    kind: 'rule',
    needs: [
      ['MARKET', 'OPEN'],
      ['TRANSFER', 'OPEN'],
      ['TRANSFER', 'WHEN'],
      ['AUCTION', 'OPEN', 'WHEN'],
    ],
    examples: ['¿Cuándo abre el mercado?', '¿desde cuándo se habilitan las transferencias?', '¿Cuándo puedo transferir?'],
  },
  {
    id: 'play_window',
    kind: 'data',
    needs: [['DEADLINE', 'MATCH'], ['DEADLINE', 'PLAY'], ['UNTIL', 'WHEN', 'PLAY'], ['UNTIL', 'WHEN', 'MATCH'], ['DEADLINE']],
    examples: ['¿Hasta cuándo tengo para jugar la fecha?', '¿Cuál es el plazo para jugar mi partido?', '¿cuándo vence la jornada?', 'fecha límite de la fecha'],
  },
  {
    id: 'next_matches',
    kind: 'data',
    needs: [['NEXT', 'MATCH'], ['NEXT', 'RIVAL'], ['RIVAL', 'PLAY'], ['RIVAL', 'MINE'], ['PLAY', 'MINE'], ['MATCH', 'MINE'], ['RIVAL'], ['PLAY', 'WHEN']],
    examples: [
      '¿Cuándo es mi próximo partido?',
      '¿Contra quién juego la próxima fecha?',
      '¿Con quién me toca?',
      '¿Quiénes son mis próximos rivales?',
      '¿Cuándo juego?',
      '¿a quien enfrento en la jornada que viene?',
      'proximo rival',
    ],
  },
  {
    id: 'leader',
    kind: 'data',
    needs: [['LEADER']],
    examples: ['quién va primero en la tabla', '¿Quién es el puntero?', '¿Qué equipo es líder de Segunda?'],
  },
  {
    id: 'standings',
    kind: 'data',
    needs: [
      ['TABLE', 'MINE'],
      ['TABLE', 'SQUAD', 'STATUS'],
    ],
    examples: ['¿Cómo va mi equipo en la tabla?', '¿En qué posición estoy?', '¿cómo voy?', '¿cuántos puntos tengo?'],
  },
  {
    id: 'auctions',
    kind: 'data',
    needs: [['AUCTION', 'MINE'], ['AUCTION', 'OPEN'], ['AUCTION', 'THERE_IS'], ['AUCTION', 'WHEN'], ['AUCTION']],
    examples: ['¿Qué subastas cierran pronto?', '¿Hay subastas abiertas?', 'subastas activas'],
  },
  {
    id: 'movements',
    kind: 'data',
    needs: [['MOVEMENT', 'MINE']],
    examples: ['¿Cuáles son mis últimos movimientos?', '¿En qué gasté?', 'mi historial de plata'],
  },
  {
    id: 'budget',
    kind: 'data',
    needs: [
      ['MONEY', 'MINE'],
      ['MONEY', 'PRICE'],
    ],
    examples: ['¿Cuánto presupuesto tengo?', 'cuanta plata tengo disponible', '¿Cuánto tengo comprometido?', '¿cuánta guita me queda?', 'mi saldo'],
  },
  {
    id: 'bets',
    kind: 'data',
    needs: [
      ['BET', 'MINE'],
      ['BET', 'STATUS'],
      ['BET', 'WON'],
    ],
    examples: ['¿Cómo van mis apuestas?', '¿gané la apuesta?', 'mis apuestas'],
  },
  {
    id: 'player_team',
    kind: 'data',
    player: 'required',
    needs: [['TEAM_OF'], ['VALUE']],
    examples: ['¿De qué equipo es?', '¿Cuánto vale?', '¿dónde juega?'],
  },
  {
    id: 'squad',
    kind: 'data',
    needs: [['SQUAD', 'MINE']],
    examples: ['¿Cómo está mi plantel?', '¿Cuál es el promedio de CA de mi equipo?', 'mi plantilla'],
  },
  {
    id: 'help',
    kind: 'rule',
    needs: [['GREETING']],
    examples: ['hola', 'Gracias!', '¿Qué podés hacer?', 'buen día'],
  },
];
