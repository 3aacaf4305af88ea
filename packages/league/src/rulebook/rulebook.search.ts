import { searchKey } from '../common/text.rules';
import type { Rulebook, RulebookSection } from './rulebook';

/** Words that say nothing about the topic of a question. */
const STOPWORDS = new Set(
  'a al algo algun alguna ante como con cual cuales cuando cuanta cuantas cuanto cuantos de del donde el ella en entre es esta este esto hay la las le les lo los me mi mis mas muy no o para pero por que quien se segun ser si sin sobre son su sus te tengo tiene tienen toda todo tu tus un una uno unos y ya yo dice puedo puede pueden se sabe saber regla reglas reglamento decime explicame quiero'.split(
    ' ',
  ),
);

/** Lower-case, accent-free words of a text. */
export function words(text: string): string[] {
  return searchKey(text)
    .split(/[^a-z0-9ñ]+/)
    .filter(Boolean);
}

/** A crude Spanish stem: enough for 'jugadores' ~ 'jugador', 'clausulas' ~ 'clausula'. */
function stem(word: string): string {
  const w = word.replace(/(es|s)$/, '');
  return w.length > 5 ? w.slice(0, 5) : w;
}

function queryTerms(query: string): string[] {
  return [
    ...new Set(
      words(query)
        .filter((w) => w.length > 1 && !STOPWORDS.has(w))
        .map(stem),
    ),
  ];
}

export type RulebookHit = { section: RulebookSection; score: number; paragraphs: string[] };

const TITLE_WEIGHT = 3;
const KEYWORD_WEIGHT = 2;

function stems(text: string): Set<string> {
  return new Set(words(text).map(stem));
}

/**
 * Sections ranked by how many of the question's terms they hold (accent- and case-insensitive),
 * each with the paragraphs that hold the most terms. Sections with no term are left out.
 */
export function searchRulebook(rulebook: Rulebook, query: string): RulebookHit[] {
  const terms = queryTerms(query);
  if (!terms.length) return [];
  const hits: RulebookHit[] = [];
  for (const section of rulebook.sections) {
    const title = stems(section.title);
    const keywords = stems(section.keywords.join(' '));
    const paragraphs = section.paragraphs.map((p) => ({ text: p, stems: stems(p) }));
    let score = 0;
    for (const t of terms) {
      if (title.has(t)) score += TITLE_WEIGHT;
      if (keywords.has(t)) score += KEYWORD_WEIGHT;
      if (paragraphs.some((p) => p.stems.has(t))) score += 1;
    }
    if (score === 0) continue;
    const scored = paragraphs.map((p) => ({ text: p.text, n: terms.filter((t) => p.stems.has(t)).length }));
    const best = Math.max(...scored.map((p) => p.n));
    const chosen = best > 0 ? scored.filter((p) => p.n === best).map((p) => p.text) : section.paragraphs;
    hits.push({ section, score, paragraphs: chosen });
  }
  return hits.sort((a, b) => b.score - a.score || a.section.number - b.section.number);
}

/** Sections whose text holds the filter, for search-as-you-type on the rulebook page. */
export function filterRulebook(rulebook: Rulebook, filter: string): RulebookSection[] {
  const needle = searchKey(filter);
  if (!needle) return rulebook.sections;
  return rulebook.sections
    .map((s) => ({ ...s, paragraphs: searchKey(s.title).includes(needle) ? s.paragraphs : s.paragraphs.filter((p) => searchKey(p).includes(needle)) }))
    .filter((s) => s.paragraphs.length > 0);
}
