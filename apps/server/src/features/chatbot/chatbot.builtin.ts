import { ASSISTANT_MSG, detectIntent, RULEBOOK, searchRulebook, type Rulebook } from '@superliga/league';
import type { ServiceContext } from '../../lib/context';
import { answerTopic, loadAsker, rulebookInForce } from './chatbot.data';

/** The rule that best matches the question, quoted with its number, or null. */
export function quoteRule(question: string, rulebook: Rulebook = RULEBOOK): string | null {
  const [best] = searchRulebook(rulebook, question);
  if (!best) return null;
  return `Según el reglamento, Regla ${best.section.number} — ${best.section.title}: «${best.paragraphs.join(' ')}»`;
}

/** The built-in Spanish assistant: the rulebook and the asker's own league data, nothing invented. */
export async function builtinAnswer(ctx: ServiceContext, question: string): Promise<string> {
  const intent = detectIntent(question);
  if (intent.kind === 'help') return ASSISTANT_MSG.help;
  if (intent.kind === 'yellow_rules') return ASSISTANT_MSG.yellowRules;
  if (intent.kind === 'data') return answerTopic(ctx, intent.topic, await loadAsker(ctx));
  // Quoted from the rulebook of the season in force: its limits are the ones the server enforces.
  return quoteRule(question, await rulebookInForce(ctx)) ?? ASSISTANT_MSG.unknown;
}
