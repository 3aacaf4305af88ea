/** Lower-case, accent-free form of a name, used to search players tolerant of accents and case. */
export function searchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}
