/** A piece of an assistant's answer: plain text, or a link to one of the app's own screens. */
export type AnswerPart = { text: string } | { text: string; path: string };

/** `[label](/path)`: only paths of this app (a single leading slash), so an answer never links outside it. */
const LINK = /\[([^\]\n]{1,120})\]\((\/(?!\/)[A-Za-z0-9_\-/?=&%.#]*)\)/g;

/**
 * An answer split into text and links to the app's screens (decision 026), in order. Anything that
 * only looks like a link (another site, a script) stays plain text.
 */
export function splitAnswerLinks(content: string): AnswerPart[] {
  const parts: AnswerPart[] = [];
  let last = 0;
  for (const m of content.matchAll(LINK)) {
    if (m.index > last) parts.push({ text: content.slice(last, m.index) });
    parts.push({ text: m[1]!, path: m[2]! });
    last = m.index + m[0].length;
  }
  if (last < content.length) parts.push({ text: content.slice(last) });
  return parts;
}
