import { searchKey } from '../../common/text.rules';
import { MARKET_MSG } from '../market.messages';

/** `transferred_players` as the documents' client sends it: player names joined by commas (000 §3). */
export function splitPlayerNames(text: string): string[] {
  return text
    .split(',')
    .map((n) => n.trim())
    .filter((n) => n.length > 0);
}

/**
 * The ids of the named players among a team's squad, names compared without case or accents.
 * A name that matches nobody, or more than one player, is an error naming it.
 */
export function matchPlayerNames(
  names: readonly string[],
  squad: readonly { id: number; name: string }[],
): { ids: number[]; error?: undefined } | { ids?: undefined; error: string } {
  const ids: number[] = [];
  for (const name of names) {
    const found = squad.filter((p) => searchKey(p.name) === searchKey(name));
    if (found.length === 0) return { error: MARKET_MSG.unknownPlayerName(name) };
    if (found.length > 1) return { error: MARKET_MSG.ambiguousPlayerName(name) };
    ids.push(found[0]!.id);
  }
  return { ids };
}
