/**
 * The player page (docs/decisions/027-the-phone-app.md, "The player page"): pure helpers that turn
 * what the existing endpoints answer into the page's numbers and its owner history.
 */

/** One tournament's totals of a team, as `GET /match-statistics/team/{id}` answers them. */
export type TournamentPlayerTotals = {
  id: number;
  players: ReadonlyArray<{
    player_id: number;
    matches_played: number;
    goals: number;
    assists: number;
    yellow_cards: number;
    red_cards: number;
    direct_red: number;
    mvp: number;
  }>;
};

export type PlayerSeasonTotals = { matches: number; goals: number; assists: number; yellow_cards: number; red_cards: number; mvp: number };

/**
 * The player's totals over the season's tournaments: `seasonTournamentIds` keeps only this season's
 * (the team's statistics span every season). A red card is either a second yellow or a direct red.
 */
export function playerSeasonTotals(
  tournaments: ReadonlyArray<TournamentPlayerTotals>,
  seasonTournamentIds: ReadonlySet<number>,
  playerId: number,
): PlayerSeasonTotals {
  const sum: PlayerSeasonTotals = { matches: 0, goals: 0, assists: 0, yellow_cards: 0, red_cards: 0, mvp: 0 };
  for (const t of tournaments) {
    if (!seasonTournamentIds.has(t.id)) continue;
    for (const p of t.players) {
      if (p.player_id !== playerId) continue;
      sum.matches += p.matches_played;
      sum.goals += p.goals;
      sum.assists += p.assists;
      sum.yellow_cards += p.yellow_cards;
      sum.red_cards += p.red_cards + p.direct_red;
      sum.mvp += p.mvp;
    }
  }
  return sum;
}

/** How a player changed hands. */
export type OwnerChangeKind = 'transfer' | 'clause' | 'auction';
export type OwnerChange = { kind: OwnerChangeKind; at: string; from: string | null; to: string; amount: number | null; reversed: boolean };

type NamedRef = { id: number | null; name: string };
export type OwnerHistorySources = {
  transfers: ReadonlyArray<{
    confirmed: string;
    confirmed_at: string | null;
    players: ReadonlyArray<NamedRef>;
    team_from: NamedRef;
    team_to: NamedRef;
    budget: number;
    reversal: unknown;
  }>;
  /** As `GET /clausulas/{id}` answers: `team` is the player's team, `author` who sent the clause. */
  offers: ReadonlyArray<{ confirmed: string; created_at: string; team: NamedRef; total_value: number | null; author: NamedRef; reversal: unknown }>;
  bids: ReadonlyArray<{ winner: boolean; created_at: string; team: NamedRef; amount: number }>;
  /** Teams by id, to name the club an executed clause took the player to (the author's team). */
  teamOfUser?: ReadonlyMap<number, string>;
};

/**
 * The player's confirmed owner changes, newest first: confirmed transfers that carried him,
 * executed clauses (from the player's team to the author's team) and won auctions. A reversed change
 * stays listed and marked. `amount` is null while the server withholds it.
 */
export function ownerHistory(playerId: number, s: OwnerHistorySources): OwnerChange[] {
  const out: OwnerChange[] = [];
  for (const t of s.transfers) {
    if (t.confirmed !== 'yes' || !t.players.some((p) => p.id === playerId)) continue;
    out.push({ kind: 'transfer', at: t.confirmed_at ?? '', from: t.team_from.name, to: t.team_to.name, amount: t.budget, reversed: Boolean(t.reversal) });
  }
  for (const o of s.offers) {
    if (o.confirmed !== 'yes') continue;
    const to = o.author.id !== null ? s.teamOfUser?.get(o.author.id) : undefined;
    out.push({ kind: 'clause', at: o.created_at, from: o.team.name, to: to ?? o.author.name, amount: o.total_value, reversed: Boolean(o.reversal) });
  }
  for (const b of s.bids) {
    if (!b.winner) continue;
    // A bid row carries the player's team of today, not the one he left: the origin stays unnamed.
    out.push({ kind: 'auction', at: b.created_at, from: null, to: b.team.name, amount: b.amount, reversed: false });
  }
  return out.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
}

/** The bid rows of `GET /auctions/player/{id}` the page reads (each row repeats its auction's fields). */
export type AuctionBidRow = { id_auction: number; status: string; ends_at: string | null; amount: number; leading: boolean };
export type OpenAuction = { id: number; ends_at: string | null; best: number | null };

/**
 * The player's open auction, if any: status 'open' and not past its end (an auction with no end
 * yet is open). `best` is its leading bid. The newest open auction wins if the rows hold several.
 */
export function openAuction(rows: ReadonlyArray<AuctionBidRow>, now: Date): OpenAuction | null {
  const open = rows.filter((r) => r.status === 'open' && (r.ends_at === null || now.getTime() < new Date(r.ends_at).getTime()));
  if (!open.length) return null;
  const id = Math.max(...open.map((r) => r.id_auction));
  const own = open.filter((r) => r.id_auction === id);
  const leader = own.find((r) => r.leading);
  return { id, ends_at: own[0]!.ends_at, best: leader ? leader.amount : null };
}
