import { ASSISTANT_ANSWER, ASSISTANT_MSG, intentDef, matchIntent, searchRulebook, type IntentMatch, type Rulebook } from '@superliga/league';
import type { ServiceContext } from '../../lib/context';
import { currentSeasonRules } from '../season-rules/season-rules.service';
import { loadAsker, rulebookInForce } from './assistant.asker';
import { answerTopic } from './assistant.data';
import { nextMatches, playWindow } from './assistant.fixture';
import { myOffers, offersOnPlayers, revealTimes } from './assistant.offers';
import { clauseRangeAnswer, findNamedPlayer, playerTeamAnswer, type NamedPlayer } from './assistant.players';
import { marketGate } from './assistant.season';

/** The rule that best matches the question, quoted with its number, or null. */
function quoteRule(question: string, rulebook: Rulebook): string | null {
  const [best] = searchRulebook(rulebook, question);
  if (!best) return null;
  return `Según el reglamento, Regla ${best.section.number} — ${best.section.title}: «${best.paragraphs.join(' ')}»`;
}

/** A question the table does not know: a player it names, else the rulebook, else a plain "no lo sé". */
async function fallback(ctx: ServiceContext, question: string, { subject, names }: IntentMatch) {
  const named = await findNamedPlayer(ctx, names);
  if (named.kind === 'one') return playerTeamAnswer(named, subject);
  // Quoted from the rulebook of the season in force: its limits are the ones the server enforces.
  return quoteRule(question, await rulebookInForce(ctx)) ?? ASSISTANT_MSG.unknown;
}

/**
 * The built-in Spanish assistant (decision 026): the intent table picks what is asked, and the
 * answer comes from the league's data as the asker may see it and the season's rules in force;
 * what it cannot know or may not tell, it says.
 */
export async function builtinAnswer(ctx: ServiceContext, question: string): Promise<string> {
  const match: IntentMatch = matchIntent(question);
  if (match.intent === 'rules') return fallback(ctx, question, match);
  const { intent, subject, names, round, aboutMe } = match;
  const wantsPlayer = intentDef(intent).player !== undefined;
  const named: NamedPlayer = wantsPlayer ? await findNamedPlayer(ctx, names) : { kind: 'none' };
  switch (intent) {
    case 'help':
      return ASSISTANT_MSG.help;
    case 'forecast':
      return ASSISTANT_ANSWER.forecast;
    case 'yellow_rules':
      return ASSISTANT_MSG.yellowRules;
    case 'clause_range': {
      const [data, rules] = await Promise.all([loadAsker(ctx), currentSeasonRules(ctx.db)]);
      return clauseRangeAnswer(named, subject, rules, data.season?.name ?? '');
    }
    case 'reveal_times':
      return revealTimes(ctx, await loadAsker(ctx), named, await currentSeasonRules(ctx.db));
    case 'market_gate':
      return marketGate(ctx, await currentSeasonRules(ctx.db));
    case 'player_team':
      return playerTeamAnswer(named, subject);
    case 'my_offers':
      return myOffers(ctx, (await loadAsker(ctx)).season, named.kind === 'one' ? named.player.name : subject);
    case 'player_offers':
      return offersOnPlayers(ctx, await loadAsker(ctx), named, subject, aboutMe);
    case 'budget':
    case 'movements':
      // Another manager's money is nobody else's (decision 013): a question about someone else's gets a refusal.
      return subject && !aboutMe ? ASSISTANT_ANSWER.onlyOwnMoney : answerTopic(ctx, intent, await loadAsker(ctx));
    case 'next_matches':
      return nextMatches(ctx, await loadAsker(ctx), round);
    case 'play_window':
      return playWindow(ctx, await loadAsker(ctx), round);
    default:
      return answerTopic(ctx, intent, await loadAsker(ctx));
  }
}
