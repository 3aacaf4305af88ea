import { searchKey } from '../common/text.rules';

/** Questions about the asking user's own league data that the built-in assistant answers. */
export const DATA_TOPICS = ['budget', 'movements', 'squad', 'next_matches', 'auctions', 'suspensions', 'standings', 'leader'] as const;
export type DataTopic = (typeof DATA_TOPICS)[number];

/** 'yellow_rules': how many yellows suspend, in the league and in the cups (001 §9), answered from the constants. */
export type Intent = { kind: 'data'; topic: DataTopic } | { kind: 'help' } | { kind: 'rules' } | { kind: 'yellow_rules' };

/** Topics in priority order: 'mis jugadores suspendidos' is about suspensions, not the squad. */
const TOPIC_PATTERNS: [DataTopic, RegExp][] = [
  ['suspensions', /\b(suspendid\w*|sancionad\w*|suspension\w*|sancion\w*|no (puede|pueden) jugar)\b/],
  ['auctions', /\bsubasta\w*\b/],
  ['movements', /\b(movimiento\w*|gaste|gastos|ingres\w*|cobre|pague|operacion\w*|historial)\b/],
  ['budget', /\b(presupuesto|plata|dinero|saldo|disponible|comprometid\w*|fondos|gastar)\b/],
  ['standings', /\b(tabla|posicion|puesto|como (voy|vamos|va mi equipo|esta mi equipo)|donde (esta|estoy|va) mi equipo|puntos)\b/],
  ['next_matches', /\b(proxim\w* partido\w*|partidos?|cuando (juego|juega|jugamos)|rival\w*|fixture)\b/],
  ['squad', /\b(plantel|plantilla|equipo|jugadores|promedio|ca)\b/],
];

/** Words that make a question about the asker ('tengo', 'mi', 'mis'…). */
const PERSONAL = /\b(tengo|tenemos|mi|mis|me|mio|mia|mios|mias|estoy|voy|juego|cobre|pague|gaste|quedan?)\b/;
/** Words that make a question about the rules, even with a topic word in it. */
const RULES = /\b(regla\w*|reglamento|como funciona\w*|cuanto dura|que pasa|se puede|perder|pierdo)\b/;
/** Auctions closing soon are everybody's data, no 'mi' needed. */
const AUCTION_DATA = /\b(abiertas?|activas?|cierran?|terminan?|vencen?|pronto|hay|cuales|quedan?)\b/;
/** 'quién va primero', 'el puntero', 'el líder de la tabla': the division's leader, everybody's data. */
const LEADER = /\b(primero|primer puesto|puntero|lider\w*|punta)\b/;
/** 'cuántas amarillas para suspensión': the yellow-card rule of the league and the cups. */
const YELLOWS = /\bamarillas?\b/;
const YELLOW_RULE = /\b(cuantas|suspen\w*|sancion\w*|fecha\w*|acumul\w*)\b/;
/** 'mis jugadores con amarillas' is about the asker's players, not the rule. */
const OWN_PLAYERS = /\b(tengo|tenemos|mi|mis)\b/;
const HELP = /^(hola|buenas|buen dia|buenos dias|buenas tardes|buenas noches|gracias|ayuda|que (podes|sabes) hacer|que puedo preguntar\w*)\b/;

/**
 * What a chat message asks: one of the user's data topics, the rulebook, or help. Pure and
 * keyword based on the accent-free text; anything not clearly about the asker's data goes to
 * the rulebook search, which says when it finds nothing.
 */
export function detectIntent(text: string): Intent {
  const q = searchKey(text)
    .replace(/[¿?¡!.,;:()"']/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!q) return { kind: 'help' };
  const rules = RULES.test(q);
  const personal = PERSONAL.test(q);
  if (!OWN_PLAYERS.test(q) && YELLOWS.test(q) && YELLOW_RULE.test(q)) return { kind: 'yellow_rules' };
  if (!personal && !rules && LEADER.test(q)) return { kind: 'data', topic: 'leader' };
  for (const [topic, pattern] of TOPIC_PATTERNS) {
    if (!pattern.test(q)) continue;
    if (topic === 'auctions' && !rules && (personal || AUCTION_DATA.test(q))) return { kind: 'data', topic };
    if (topic !== 'auctions' && personal && !rules) return { kind: 'data', topic };
  }
  if (HELP.test(q)) return { kind: 'help' };
  return { kind: 'rules' };
}
