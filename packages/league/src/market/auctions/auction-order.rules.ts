/**
 * The open auctions in the order a manager acts on them (docs/decisions/027-the-phone-app.md): the
 * one closing first on top; an auction without a closing time yet (no bid) after them; then by id.
 */
export function byClosingTime(a: { id: number; ends_at: string | null }, b: { id: number; ends_at: string | null }): number {
  const end = (x: { ends_at: string | null }) => (x.ends_at ? Date.parse(x.ends_at) : Number.POSITIVE_INFINITY);
  return end(a) - end(b) || a.id - b.id;
}
