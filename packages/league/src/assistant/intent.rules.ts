import { searchKey } from '../common/text.rules';
import { INTENTS, type IntentDef, type IntentId } from './intents';
import { LEXICON, PHRASES, SHORTHAND, STOPWORDS, type Concept } from './lexicon';

/**
 * What a chat message asks (decision 026): an intent of the table (intents.ts), or 'rules' for
 * anything else (the rulebook search answers it, and says when it finds nothing). `subject` is
 * what is left of the question once its known words are taken out: a player's name when the
 * question names one; `names` the texts to look a player up by, best first: the whole subject, then
 * each run of leftover words, the last first ('¿cuánto ofreció Gómez por Juan Pérez?' names Juan
 * Pérez); `round` a round number it names ('la fecha 5'); `aboutMe` whether it speaks of the asker
 * ('tengo', 'mi', 'juego').
 */
export type IntentMatch = { intent: IntentId | 'rules'; subject: string; names: string[]; round: number | null; aboutMe: boolean };

/** Optimal string alignment distance: edits, with a swap of two neighbours counting as one. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** How many typos a word of this length may carry and still be recognised: none under 4 letters. */
export function typosAllowed(length: number): number {
  if (length < 4) return 0;
  return length < 8 ? 1 : 2;
}

/** Accent-free, lower-case, punctuation out, shorthand written out, letters repeated for emphasis ('holaaa') once. */
export function normalizeQuestion(text: string): string {
  return searchKey(text)
    .replace(/[^a-z0-9ñ\s]/g, ' ')
    .replace(/([a-z])\1{2,}/g, '$1')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => SHORTHAND.get(w) ?? w)
    .join(' ');
}

const EXACT = [...LEXICON.entries()].filter(([w]) => !w.endsWith('*'));
const STEMS = [...LEXICON.entries()].filter(([w]) => w.endsWith('*')).map(([w, c]) => [w.slice(0, -1), c] as const);

/** The concepts of one word: exact, by stem, or the closest known word within its typos (same first letter). */
export function conceptsOfWord(word: string): { concepts: readonly Concept[]; exact: boolean } | null {
  const exact = LEXICON.get(word);
  if (exact) return { concepts: exact, exact: true };
  const stem = STEMS.find(([s]) => word.startsWith(s));
  if (stem) return { concepts: stem[1], exact: true };
  const allowed = typosAllowed(word.length);
  if (!allowed) return null;
  let best: { concepts: readonly Concept[]; distance: number } | null = null;
  for (const [known, concepts] of EXACT) {
    if (known[0] !== word[0] || Math.abs(known.length - word.length) > allowed) continue;
    const distance = editDistance(word, known);
    if (distance <= allowed && (!best || distance < best.distance)) best = { concepts, distance };
  }
  return best && { concepts: best.concepts, exact: false };
}

/** The concepts a question carries, and the words left over (in order) that may name a player. */
export function readQuestion(text: string): { concepts: Set<Concept>; rest: string[]; runs: string[][]; round: number | null } {
  let q = ` ${normalizeQuestion(text)} `;
  const concepts = new Set<Concept>();
  const round = /\b(?:fecha|jornada|ronda)\s+(\d{1,2})\b/.exec(q);
  for (const [phrase, cs] of PHRASES) {
    const at = q.indexOf(` ${phrase} `);
    if (at < 0) continue;
    cs.forEach((c) => concepts.add(c));
    q = `${q.slice(0, at)} ${q.slice(at + phrase.length + 2)}`;
  }
  const rest: string[] = [];
  const runs: string[][] = [[]];
  for (const word of q.split(/\s+/).filter(Boolean)) {
    const found = /^\d+$/.test(word) ? null : conceptsOfWord(word);
    if (found) found.concepts.forEach((c) => concepts.add(c));
    if (found || /^\d+$/.test(word) || STOPWORDS.has(word)) {
      if (runs.at(-1)!.length) runs.push([]);
      continue;
    }
    rest.push(word);
    runs.at(-1)!.push(word);
  }
  return { concepts, rest, runs: runs.filter((r) => r.length), round: round ? Number(round[1]) : null };
}

/** How well an intent fits: the size of its largest line of concepts all present, else 0. */
function scoreOf(intent: IntentDef, concepts: Set<Concept>): number {
  return Math.max(0, ...intent.needs.filter((line) => line.every((c) => concepts.has(c))).map((line) => line.length));
}

/**
 * The intent of a question: the table's best fit (ties to the one listed first). A question that
 * speaks of the rules ('reglamento', 'cómo funciona', 'perder') is not answered from data: it goes
 * to the rulebook unless a rule intent fits. An empty question is a greeting.
 */
export function matchIntent(text: string): IntentMatch {
  const { concepts, rest, runs, round } = readQuestion(text);
  const subject = rest.join(' ');
  const names = [...new Set([subject, ...runs.map((r) => r.join(' ')).reverse()])].filter(Boolean);
  const aboutMe = concepts.has('MINE');
  if (!concepts.size && !rest.length) return { intent: 'help', subject, names, round, aboutMe };
  const aboutRules = concepts.has('RULE');
  let best: { id: IntentId; score: number } | null = null;
  for (const intent of INTENTS) {
    if (aboutRules && intent.kind === 'data') continue;
    const score = scoreOf(intent, concepts);
    if (score > (best?.score ?? 0)) best = { id: intent.id, score };
  }
  return { intent: best?.id ?? 'rules', subject, names, round, aboutMe };
}

export function intentDef(id: IntentId): IntentDef {
  return INTENTS.find((i) => i.id === id)!;
}

/**
 * Whether a player's name is the one a question names: every word the question left over is a
 * word of the name, within its typos ('peres' for 'pérez'), so 'mundial' never finds a player.
 */
export function nameMatches(subject: string, name: string): boolean {
  const wanted = normalizeQuestion(subject).split(' ').filter(Boolean);
  const have = normalizeQuestion(name).split(' ').filter(Boolean);
  if (!wanted.length) return false;
  return wanted.every((w) => have.some((h) => h === w || (w.length >= 4 && editDistance(w, h) <= typosAllowed(h.length))));
}
