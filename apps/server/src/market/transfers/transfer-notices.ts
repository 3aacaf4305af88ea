/** The parties of a transfer other than the one acting (both when staff act): whom its notices go to. */
export const counterparties = (t: { buyBy: number; soldBy: number }, actorId: number) => [t.buyBy, t.soldBy].filter((id) => id !== actorId);

/** The players a transfer names in its notices, from its `transferred_players` (names joined by ", "). */
export const playerNames = (joined: string) => joined.split(', ').filter(Boolean);
