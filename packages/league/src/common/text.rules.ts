/** Lower-case, accent-free form of a name, used to search players tolerant of accents and case. */
export function searchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/**
 * An error shown after its prefix ('Error al ofertar', 'Error en la Trasnferencia: ', …) so the
 * two never run together: one message follows ': ' on the same line (or a space when the prefix
 * already ends in ':' or '.'), several go one per line under it. Blank messages are dropped.
 */
export function errorWithPrefix(prefix: string, messages: readonly string[]): string {
  const lines = messages.map((m) => m.trim()).filter(Boolean);
  const head = prefix.trim();
  if (!head) return lines.join('\n');
  if (!lines.length) return head;
  const closed = /[:.]$/.test(head);
  if (lines.length === 1) return `${head}${closed ? ' ' : ': '}${lines[0]}`;
  return `${closed ? head : `${head}:`}\n${lines.join('\n')}`;
}
