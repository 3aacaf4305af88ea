import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** Integer pesos; at most MONEY_MAX (10^15) per budget or amount, so JS numbers hold them exactly (docs/decisions/006). */
const money = (name: string) => bigint(name, { mode: 'number' });
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const yesNo = (name: string, dflt: 'yes' | 'no') => varchar(name, { length: 3 }).notNull().default(dflt);
/** The old app's id of an imported row (docs/decisions/018-legacy-import.md); null for rows born here. */
const legacyId = () => integer('legacy_id');

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 55 }).notNull(),
    email: varchar('email', { length: 255 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    rol: varchar('rol', { length: 30 }).notNull().default('visitante'),
    profits: money('profits').notNull().default(0),
    costs: money('costs').notNull().default(0),
    /** One more on every budget move (the ledger's moveBudget): what an absolute budget write names (docs/decisions/017). */
    budgetVersion: integer('budget_version').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Linked by the user so the league's Discord announcements mention them. */
    discordId: varchar('discord_id', { length: 20 }),
    legacyId: legacyId(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_name_idx').on(t.name),
    check('users_profits_max', sql`${t.profits} <= 1000000000000000`),
    // A Discord user is linked to one account at most (decision 014).
    uniqueIndex('users_discord_id_unique').on(t.discordId),
    uniqueIndex('users_legacy_unique').on(t.legacyId),
  ],
);

export const tokens = pgTable(
  'tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    secretHash: varchar('secret_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('tokens_user_idx').on(t.userId)],
);

export const seasons = pgTable(
  'seasons',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }),
    active: boolean('active').notNull().default(true),
    /** A past season imported from the old app: read-only, never active (decision 018). */
    archived: boolean('archived').notNull().default(false),
    /** Set when the season was rolled over into the next: read-only from then on (docs/decisions/025-season-close-and-rollover.md). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The season this one was rolled over from; unique, so a season rolls over once. */
    previousSeasonId: integer('previous_season_id').references((): AnyPgColumn => seasons.id),
    legacyId: legacyId(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('seasons_legacy_unique').on(t.legacyId),
    uniqueIndex('seasons_previous_unique').on(t.previousSeasonId),
    check('seasons_archived_not_active', sql`NOT (${t.archived} AND ${t.active})`),
  ],
);

export const teams = pgTable(
  'teams',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    /** 'Primera', 'Segunda', or null for outside teams (and the free-agent team). */
    division: varchar('division', { length: 10 }),
    userId: integer('id_user').references(() => users.id),
    /** Title counters brought from the old app (its nine `title_*` columns), for the palmarés. */
    titles: jsonb('titles').$type<Record<string, number>>().notNull().default({}),
    legacyId: legacyId(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('teams_name_unique').on(t.name),
    uniqueIndex('teams_user_unique').on(t.userId),
    index('teams_division_idx').on(t.division),
    uniqueIndex('teams_legacy_unique').on(t.legacyId),
  ],
);

export const players = pgTable(
  'players',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    /** Lower-case, accent-free copy of the name for trigram search. */
    searchName: varchar('search_name', { length: 100 }).notNull(),
    teamId: integer('id_team')
      .notNull()
      .references(() => teams.id),
    status: varchar('status', { length: 20 }).notNull().default('registrado'),
    value: money('value').notNull().default(0),
    ca: integer('ca').notNull(),
    pa: integer('pa').notNull(),
    age: integer('age').notNull(),
    /** Football Manager's unique id of the player, once an FM import linked it (decision 019). */
    fmUid: bigint('fm_uid', { mode: 'number' }),
    legacyId: legacyId(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('players_legacy_unique').on(t.legacyId),
    index('players_team_idx').on(t.teamId),
    uniqueIndex('players_fm_uid_unique').on(t.fmUid),
    index('players_name_idx').on(t.name, t.id),
    index('players_search_trgm_idx').using('gin', sql`${t.searchName} gin_trgm_ops`),
    // Byte order ("C"): `search_name LIKE 'key%'` is a range of this index, walked in order.
    index('players_search_prefix_idx').on(sql`${t.searchName} collate "C"`, t.id),
    // The market's sorts (docs/decisions/035-market-filters-and-watchlist.md): a page in any order is a walk of one index.
    index('players_value_idx').on(t.value, t.id),
    index('players_ca_idx').on(t.ca, t.id),
    index('players_pa_idx').on(t.pa, t.id),
    index('players_age_idx').on(t.age, t.id),
  ],
);

/**
 * Who imported what from Football Manager (docs/decisions/019-football-manager-import.md): one row
 * per applied import, with the files read, the counts and every change applied as it was applied.
 */
export const fmImports = pgTable('fm_imports', {
  id: serial('id').primaryKey(),
  importedBy: integer('imported_by').references(() => users.id),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
  fileNames: jsonb('file_names').notNull().default([]),
  counts: jsonb('counts').notNull().default({}),
  changes: jsonb('changes').notNull().default([]),
});

/**
 * Every word that has appeared in a player's search_name, kept by the triggers of migration 0004
 * (added on insert and update, never removed: a stale word only widens a typo search). Name search
 * corrects a misspelt word against this short list instead of comparing it with every name.
 */
export const playerNameWords = pgTable('player_name_words', { word: varchar('word', { length: 100 }).primaryKey() }, (t) => [
  index('player_name_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`),
]);

/** A transfer between two teams; pending until the counterparty confirms it. */
export const transfers = pgTable(
  'transfers',
  {
    id: serial('id').primaryKey(),
    seasonId: integer('id_season')
      .notNull()
      .references(() => seasons.id),
    transferredPlayers: text('transferred_players').notNull(),
    teamFromId: integer('id_team_from')
      .notNull()
      .references(() => teams.id),
    teamToId: integer('id_team_to')
      .notNull()
      .references(() => teams.id),
    budget: money('budget').notNull().default(0),
    status: varchar('status', { length: 20 }).notNull().default('bloqueado'),
    confirmed: yesNo('confirmed', 'no'),
    active: yesNo('active', 'yes'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    buyBy: integer('buy_by')
      .notNull()
      .references(() => users.id),
    soldBy: integer('sold_by')
      .notNull()
      .references(() => users.id),
    confirmedBy: integer('confirmed_by').references(() => users.id),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Trade review (decision 023): the other party's acceptance, the review's state ('staff' | 'objection' pending; 'approved' | 'consented' | 'vetoed'), its window's end, who decided and why. */
    acceptedBy: integer('accepted_by').references(() => users.id),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    review: varchar('review', { length: 20 }),
    reviewUntil: timestamp('review_until', { withTimezone: true }),
    reviewedBy: integer('reviewed_by').references(() => users.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewReason: text('review_reason'),
    legacyId: legacyId(),
    createdAt: createdAt(),
  },
  (t) => [
    index('transfers_season_idx').on(t.seasonId, t.confirmed, t.active),
    uniqueIndex('transfers_legacy_unique').on(t.legacyId),
    index('transfers_review_idx').on(t.review, t.reviewUntil),
  ],
);

/** A manager's objection to a transfer in its objection window (decision 023): its reason is for staff only. */
export const transferObjections = pgTable(
  'transfer_objections',
  {
    id: serial('id').primaryKey(),
    transferId: integer('transfer_id')
      .notNull()
      .references(() => transfers.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('transfer_objections_unique').on(t.transferId, t.userId)],
);

export const transferPlayers = pgTable(
  'transfer_players',
  {
    transferId: integer('transfer_id')
      .notNull()
      .references(() => transfers.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    /** The status the player had before the transfer reserved it, restored if it is cancelled. */
    previousStatus: varchar('previous_status', { length: 20 }),
  },
  (t) => [primaryKey({ columns: [t.transferId, t.playerId] }), index('transfer_players_player_idx').on(t.playerId)],
);

/** A release-clause execution, also called an offer. */
export const releaseClauses = pgTable(
  'release_clauses',
  {
    id: serial('id').primaryKey(),
    playerId: integer('id_player')
      .notNull()
      .references(() => players.id),
    name: varchar('name', { length: 100 }).notNull(),
    teamId: integer('id_team')
      .notNull()
      .references(() => teams.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    value: money('value').notNull(),
    otherPlayers: text('other_players').notNull().default('[]'),
    extraValue: money('extra_value').notNull().default(0),
    totalValue: money('total_value').notNull(),
    seasonId: integer('id_season')
      .notNull()
      .references(() => seasons.id),
    status: varchar('status', { length: 20 }).notNull().default('bloqueado'),
    confirmed: yesNo('confirmed', 'no'),
    active: yesNo('active', 'yes'),
    revealAt: timestamp('reveal_at', { withTimezone: true }).notNull(),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The player's status before the confirmation moved him (migration 0017): a reversal gives it back. */
    previousStatus: varchar('previous_status', { length: 20 }),
    /** The sealed receipt (decision 023): the secret salt, published at the reveal; SHA-256 handed to the author; the total it sealed. */
    receiptSalt: varchar('receipt_salt', { length: 64 }),
    receiptHash: varchar('receipt_hash', { length: 64 }),
    receiptTotal: money('receipt_total'),
    legacyId: legacyId(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('release_clauses_legacy_unique').on(t.legacyId),
    index('release_clauses_player_idx').on(t.playerId, t.createdAt),
    index('release_clauses_season_idx').on(t.seasonId, t.confirmed, t.active),
    index('release_clauses_creator_idx').on(t.createdBy),
  ],
);

/** One auction lot: a player put up for bids; closes 12 h after its first bid. */
export const auctions = pgTable(
  'auctions',
  {
    id: serial('id').primaryKey(),
    playerId: integer('id_player')
      .notNull()
      .references(() => players.id),
    teamId: integer('id_team')
      .notNull()
      .references(() => teams.id),
    seasonId: integer('id_season')
      .notNull()
      .references(() => seasons.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    status: varchar('status', { length: 20 }).notNull().default('open'),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    winnerBidId: integer('winner_bid_id'),
    confirmedBy: integer('confirmed_by').references(() => users.id),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The player's status before the confirmation moved him (migration 0017): a reversal gives it back. */
    previousStatus: varchar('previous_status', { length: 20 }),
    legacyId: legacyId(),
    createdAt: createdAt(),
  },
  (t) => [
    index('auctions_player_idx').on(t.playerId),
    index('auctions_season_idx').on(t.seasonId, t.status),
    uniqueIndex('auctions_legacy_unique').on(t.legacyId),
  ],
);

export const auctionBids = pgTable(
  'auction_bids',
  {
    id: serial('id').primaryKey(),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id),
    userId: integer('auctioned_by')
      .notNull()
      .references(() => users.id),
    teamId: integer('id_team')
      .notNull()
      .references(() => teams.id),
    amount: money('amount').notNull(),
    /** Placed by the server for the bidder's maximum (proxy bidding), not by hand. */
    automatic: boolean('automatic').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('auction_bids_amount_unique').on(t.auctionId, t.amount), index('auction_bids_user_idx').on(t.userId)],
);

/**
 * A bidder's private maximum in one auction (decision 038): the server raises on their behalf
 * up to it. One per bidder and auction; `set_at` breaks ties between equal maximums (earlier wins).
 */
export const auctionMaxBids = pgTable(
  'auction_max_bids',
  {
    id: serial('id').primaryKey(),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id),
    userId: integer('auctioned_by')
      .notNull()
      .references(() => users.id),
    teamId: integer('id_team')
      .notNull()
      .references(() => teams.id),
    amount: money('amount').notNull(),
    setAt: timestamp('set_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('auction_max_bids_user_unique').on(t.auctionId, t.userId), index('auction_max_bids_user_idx').on(t.userId)],
);

export const tournaments = pgTable(
  'tournaments',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 100 }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id),
    type: varchar('type', { length: 5 }).notNull(),
    legacyId: legacyId(),
    createdAt: createdAt(),
  },
  (t) => [index('tournaments_season_idx').on(t.seasonId), uniqueIndex('tournaments_legacy_unique').on(t.legacyId)],
);

export const fixtures = pgTable(
  'fixtures',
  {
    id: serial('id').primaryKey(),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id),
    division: varchar('division', { length: 10 }).notNull(),
    round: integer('round').notNull(),
    teamHomeId: integer('team_home')
      .notNull()
      .references(() => teams.id),
    teamAwayId: integer('team_away')
      .notNull()
      .references(() => teams.id),
    matchId: integer('match_id'),
  },
  (t) => [uniqueIndex('fixtures_pairing_unique').on(t.seasonId, t.division, t.round, t.teamHomeId)],
);

export const matches = pgTable(
  'matches',
  {
    id: serial('id').primaryKey(),
    teamHomeId: integer('team_home')
      .notNull()
      .references(() => teams.id),
    teamAwayId: integer('team_away')
      .notNull()
      .references(() => teams.id),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    scoreHome: integer('score_home').notNull().default(0),
    scoreAway: integer('score_away').notNull().default(0),
    stage: integer('stage').notNull(),
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    matchDate: timestamp('match_date', { withTimezone: true }).notNull().defaultNow(),
    fixtureId: integer('fixture_id').references(() => fixtures.id),
    createdBy: integer('created_by').references(() => users.id),
    /** to_play, reported, confirmed, disputed, walkover, unplayed (docs/decisions/024); 'completed' iff confirmed or walkover. */
    resultState: varchar('result_state', { length: 12 }).notNull().default('to_play'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    legacyId: legacyId(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('matches_legacy_unique').on(t.legacyId),
    index('matches_result_state_idx').on(t.resultState, t.confirmedAt),
    index('matches_tournament_idx').on(t.tournamentId, t.status, t.stage),
    // One match per tournament, teams and round: a double submit cannot save it twice.
    uniqueIndex('matches_round_unique').on(t.tournamentId, t.teamHomeId, t.teamAwayId, t.stage),
  ],
);

export const matchStatistics = pgTable(
  'match_statistics',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    userId: integer('user_id').references(() => users.id),
    goals: integer('goals').notNull().default(0),
    assists: integer('assists').notNull().default(0),
    yellowCards: integer('yellow_cards').notNull().default(0),
    redCards: integer('red_cards').notNull().default(0),
    directRed: integer('direct_red').notNull().default(0),
    simpleInjuries: integer('simple_injuries').notNull().default(0),
    seriousInjuries: integer('serious_injuries').notNull().default(0),
    mvp: integer('mvp').notNull().default(0),
    /** The old app's rating of the player in the match (decision 018); null when it gave none. */
    rating: numeric('rating', { precision: 3, scale: 1 }),
    legacyId: legacyId(),
  },
  (t) => [
    uniqueIndex('match_statistics_unique').on(t.matchId, t.playerId),
    uniqueIndex('match_statistics_legacy_unique').on(t.legacyId),
    index('match_statistics_tournament_idx').on(t.tournamentId, t.playerId),
    index('match_statistics_team_idx').on(t.teamId),
  ],
);

export const matchBets = pgTable(
  'match_bets',
  {
    id: serial('id').primaryKey(),
    match: varchar('match', { length: 150 }).notNull(),
    matchId: integer('match_id').references(() => matches.id),
    description: text('description').notNull().default(''),
    homeOdd: numeric('home_odd', { precision: 6, scale: 2 }).notNull(),
    awayOdd: numeric('away_odd', { precision: 6, scale: 2 }).notNull(),
    drawOdd: numeric('draw_odd', { precision: 6, scale: 2 }).notNull(),
    under: numeric('under', { precision: 6, scale: 2 }).notNull(),
    over: numeric('over', { precision: 6, scale: 2 }).notNull(),
    /** The Over/Under line, x.5 only (docs/decisions/024). */
    line: numeric('line', { precision: 4, scale: 1 }).notNull().default('2.5'),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    active: varchar('active', { length: 3 }).notNull().default('on'),
    legacyId: legacyId(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('match_bets_legacy_unique').on(t.legacyId), index('match_bets_match_idx').on(t.matchId)],
);

export const playerBets = pgTable(
  'player_bets',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 150 }).notNull(),
    playerId: integer('player_id').references(() => players.id),
    /** The fixture match the bet settles from (docs/decisions/024); null: staff confirm it. */
    matchId: integer('match_id').references(() => matches.id),
    description: text('description').notNull().default(''),
    goalOdd: numeric('goal_odd', { precision: 6, scale: 2 }).notNull(),
    cardOdd: numeric('card_odd', { precision: 6, scale: 2 }).notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    active: varchar('active', { length: 3 }).notNull().default('on'),
    legacyId: legacyId(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('player_bets_legacy_unique').on(t.legacyId), index('player_bets_match_idx').on(t.matchId)],
);

export const userBets = pgTable(
  'user_bets',
  {
    id: serial('id').primaryKey(),
    userId: integer('id_user')
      .notNull()
      .references(() => users.id),
    betId: integer('id_bet').references(() => matchBets.id),
    playerBetId: integer('id_playerbet').references(() => playerBets.id),
    amount: money('amount').notNull(),
    selectedOption: varchar('selected_option', { length: 10 }).notNull(),
    odd: numeric('odd', { precision: 6, scale: 2 }).notNull(),
    confirmed: yesNo('confirmed', 'no'),
    payout: money('payout'),
    confirmedBy: integer('confirmed_by').references(() => users.id),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The old bet_user row's id; a stake of playerbet_user keeps its old id in legacy_playerbet_id (decision 018). */
    legacyId: legacyId(),
    legacyPlayerbetId: integer('legacy_playerbet_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_bets_user_idx').on(t.userId),
    index('user_bets_confirmed_idx').on(t.confirmed),
    uniqueIndex('user_bets_legacy_unique').on(t.legacyId),
    uniqueIndex('user_bets_legacy_playerbet_unique').on(t.legacyPlayerbetId),
  ],
);

export const prizes = pgTable(
  'prizes',
  {
    id: serial('id').primaryKey(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    userId: integer('user_id').references(() => users.id),
    amount: money('amount').notNull(),
    position: integer('position').notNull(),
    description: text('description').notNull().default(''),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    legacyId: legacyId(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('prizes_unique').on(t.tournamentId, t.teamId, t.position), uniqueIndex('prizes_legacy_unique').on(t.legacyId)],
);

/** Prode: a user's predicted score for one fixture or match. */
export const predictions = pgTable(
  'predictions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    fixtureId: integer('fixture_id').references(() => fixtures.id),
    matchId: integer('match_id').references(() => matches.id),
    scoreHome: integer('score_home').notNull(),
    scoreAway: integer('score_away').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('predictions_fixture_unique').on(t.userId, t.fixtureId), uniqueIndex('predictions_match_unique').on(t.userId, t.matchId)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    role: varchar('role', { length: 10 }).notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('chat_messages_user_idx').on(t.userId, t.id)],
);

/** The Admin's corrections of the legacy import's mapping review: old user/team -> ours (null: a new one). */
export const legacyMappings = pgTable(
  'legacy_mappings',
  {
    kind: varchar('kind', { length: 10 }).notNull(),
    legacyId: integer('legacy_id').notNull(),
    targetId: integer('target_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'legacy_mappings_pk', columns: [t.kind, t.legacyId] })],
);

export const settings = pgTable('settings', {
  key: varchar('key', { length: 60 }).primaryKey(),
  value: text('value').notNull(),
});

/** Every change of a budget: one row per user and change, written in the same transaction. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: money('amount').notNull(),
    balanceAfter: money('balance_after').notNull(),
    kind: varchar('kind', { length: 30 }).notNull(),
    reference: varchar('reference', { length: 100 }),
    description: text('description').notNull().default(''),
    actorId: integer('actor_id').references(() => users.id),
    seasonId: integer('season_id').references(() => seasons.id),
    createdAt: createdAt(),
  },
  (t) => [index('ledger_user_idx').on(t.userId, t.id), index('ledger_reference_idx').on(t.kind, t.reference)],
);

/**
 * What is to be delivered because of a change, written in the same transaction as the change
 * (issue: notifications, 'sent once, never lost'). A worker claims due rows with SKIP LOCKED, so
 * several processes share the work and none delivers a row twice.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** 'app' (the user's notification list), later 'push' and 'discord'. */
    channel: varchar('channel', { length: 20 }).notNull(),
    userId: integer('user_id').references(() => users.id),
    kind: varchar('kind', { length: 40 }).notNull(),
    payload: jsonb('payload').notNull(),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.availableAt, t.id)
      .where(sql`delivered_at is null`),
  ],
);

/** A user's notifications, newest first; one per outbox row (outbox_id unique). */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    outboxId: bigint('outbox_id', { mode: 'number' }).notNull(),
    kind: varchar('kind', { length: 40 }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('notifications_outbox_unique').on(t.outboxId),
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx')
      .on(t.userId)
      .where(sql`read_at is null`),
  ],
);

/** A user's choice per kind of notification ('app', 'push', 'none'); kinds never set use the defaults. */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: varchar('kind', { length: 40 }).notNull(),
    choice: varchar('choice', { length: 10 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** A browser's web-push subscription (one per device), bound to the user who made it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_unique').on(t.endpoint), index('push_subscriptions_user_idx').on(t.userId)],
);

/**
 * Which devices a push notice already reached (decision 014): written as each send finishes, so a
 * retry (after a failure on one device, or after a crash mid-batch) goes only to the devices left.
 */
export const pushDeliveries = pgTable(
  'push_deliveries',
  {
    outboxId: bigint('outbox_id', { mode: 'number' })
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.outboxId, t.subscriptionId] })],
);

/**
 * The first answer to each Idempotency-Key of a user (decision 007), written in the same
 * transaction as the request's effect; kept at least 24 h, then purged.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 255 }).notNull(),
    /** SHA-256 of method, route, parameters and body: the same key with another request is refused. */
    fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
    status: integer('status').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'idempotency_keys_pk', columns: [t.userId, t.key] }), index('idempotency_keys_expires_idx').on(t.expiresAt)],
);

/**
 * Request counts of the rate limits (login per address and per email, the assistant per user),
 * one row per limit and key, so every server process counts together and a restart forgets
 * nothing (lib/rate-limit.ts).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/** The league's market rules of a season (spec DECISIONS, 'The league's own rules as settings'): only the values an Admin changed; the rest are the defaults. */
export const seasonRules = pgTable('season_rules', {
  seasonId: integer('season_id')
    .primaryKey()
    .references(() => seasons.id),
  rules: jsonb('rules').notNull().default({}),
  updatedBy: integer('updated_by').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * How the server resolved a clause round (the open offers on one player that reveal together):
 * written once per (player, reveal time), so several processes resolve a round once.
 */
export const clauseRounds = pgTable(
  'clause_rounds',
  {
    id: serial('id').primaryKey(),
    playerId: integer('id_player')
      .notNull()
      .references(() => players.id),
    revealAt: timestamp('reveal_at', { withTimezone: true }).notNull(),
    seasonId: integer('id_season')
      .notNull()
      .references(() => seasons.id),
    teamId: integer('id_team')
      .notNull()
      .references(() => teams.id),
    /** 'extended' during a tie extension, then 'resolved' (a winner) or 'closed' (no winner). */
    status: varchar('status', { length: 20 }).notNull(),
    extendedUntil: timestamp('extended_until', { withTimezone: true }),
    winnerOfferId: integer('winner_offer_id').references(() => releaseClauses.id),
    reason: varchar('reason', { length: 30 }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('clause_rounds_player_reveal_unique').on(t.playerId, t.revealAt), index('clause_rounds_season_idx').on(t.seasonId)],
);

/**
 * A reversed confirmed operation (decision 040): who, when, why, and what moved back (the
 * players and the counter-entries, for the list). One per operation (the unique index).
 */
export const reversals = pgTable(
  'reversals',
  {
    id: serial('id').primaryKey(),
    /** 'transfer', 'clause' or 'auction'; operation_id is that table's id. */
    kind: varchar('kind', { length: 20 }).notNull(),
    operationId: integer('operation_id').notNull(),
    seasonId: integer('id_season')
      .notNull()
      .references(() => seasons.id),
    reason: text('reason').notNull(),
    reversedBy: integer('reversed_by').references(() => users.id),
    reversedAt: timestamp('reversed_at', { withTimezone: true }).notNull(),
    details: jsonb('details').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reversals_operation_unique').on(t.kind, t.operationId),
    index('reversals_season_idx').on(t.seasonId, t.id),
    check('reversals_kind_check', sql`${t.kind} in ('transfer', 'clause', 'auction')`),
    check('reversals_reason_check', sql`length(btrim(${t.reason})) > 0`),
  ],
);

/**
 * The squad actions a manager took on /plantel (decision 041): one row per block, release or
 * registration, in its season. Blocks are counted here, not by status (a player bought by transfer,
 * clause or auction arrives 'bloqueado' without using a block); `amount` is what the team's
 * manager paid (negative) or received (positive), the same as the ledger entry.
 */
export const squadActions = pgTable(
  'squad_actions',
  {
    id: serial('id').primaryKey(),
    seasonId: integer('id_season')
      .notNull()
      .references(() => seasons.id),
    teamId: integer('id_team')
      .notNull()
      .references(() => teams.id),
    playerId: integer('id_player')
      .notNull()
      .references(() => players.id),
    /** 'block', 'release' or 'register'. */
    kind: varchar('kind', { length: 20 }).notNull(),
    amount: money('amount').notNull().default(0),
    /** The status the player had before (kept for a later reversal). */
    previousStatus: varchar('previous_status', { length: 20 }).notNull(),
    actorId: integer('actor_id').references(() => users.id),
    createdAt: createdAt(),
  },
  // By player too: every bid, offer and transfer asks which teams released its player this season (decision 013).
  (t) => [index('squad_actions_team_season_idx').on(t.teamId, t.seasonId, t.kind), index('squad_actions_player_season_idx').on(t.playerId, t.seasonId)],
);

/**
 * The audit log: who (a user, or a scheduled job of the server) did what, with the values before
 * and after and the reason, written in the transaction of the change. Append-only: a trigger
 * refuses UPDATE and DELETE outside a restore (docs/decisions/022-audit-log.md). No foreign keys,
 * so an entry outlives the user, team or season it names.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id'),
    actorName: text('actor_name').notNull(),
    actorJob: varchar('actor_job', { length: 40 }),
    kind: varchar('kind', { length: 60 }).notNull(),
    userId: integer('user_id'),
    teamId: integer('team_id'),
    seasonId: integer('season_id'),
    reference: varchar('reference', { length: 100 }),
    before: jsonb('before'),
    after: jsonb('after'),
    reason: text('reason'),
  },
  (t) => [
    index('audit_entries_user_idx').on(t.userId, t.id),
    index('audit_entries_team_idx').on(t.teamId, t.id),
    index('audit_entries_kind_idx').on(t.kind, t.id),
    index('audit_entries_actor_idx').on(t.actorId, t.id),
  ],
);

/** The play window of one round (league) or stage (cup) of a tournament (docs/decisions/024). */
export const roundWindows = pgTable(
  'round_windows',
  {
    id: serial('id').primaryKey(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    stage: integer('stage').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    updatedBy: integer('updated_by').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('round_windows_stage_unique').on(t.tournamentId, t.stage), check('round_windows_order_check', sql`${t.deadlineAt} > ${t.startsAt}`)],
);

/**
 * A manager's report of a match's result and his team's statistics; the opponent confirms it
 * (adding his own team's statistics) or disputes it; silence past confirm_by confirms it. One
 * open report per match (the partial unique index).
 */
export const matchReports = pgTable(
  'match_reports',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    reportedBy: integer('reported_by')
      .notNull()
      .references(() => users.id),
    scoreHome: integer('score_home').notNull(),
    scoreAway: integer('score_away').notNull(),
    statistics: jsonb('statistics').notNull().default([]),
    state: varchar('state', { length: 12 }).notNull().default('pending'),
    confirmBy: timestamp('confirm_by', { withTimezone: true }).notNull(),
    opponentStatistics: jsonb('opponent_statistics').notNull().default([]),
    dispute: jsonb('dispute'),
    disputedBy: integer('disputed_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('match_reports_open_unique')
      .on(t.matchId)
      .where(sql`${t.state} in ('pending', 'disputed')`),
    index('match_reports_due_idx').on(t.state, t.confirmBy),
    check('match_reports_state_check', sql`${t.state} in ('pending', 'confirmed', 'disputed', 'ruled', 'superseded')`),
  ],
);

/** A screenshot attached to a report: its type read from its bytes, stored as base64 in the database (docs/decisions/024). */
export const matchEvidence = pgTable(
  'match_evidence',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => matchReports.id),
    matchId: integer('match_id')
      .notNull()
      .references(() => matches.id),
    uploadedBy: integer('uploaded_by')
      .notNull()
      .references(() => users.id),
    contentType: varchar('content_type', { length: 20 }).notNull(),
    size: integer('size').notNull(),
    data: text('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('match_evidence_match_idx').on(t.matchId, t.id)],
);

/** A closed tournament (docs/decisions/025-season-close-and-rollover.md): one row, so it is closed and paid once. */
export const tournamentClosings = pgTable(
  'tournament_closings',
  {
    tournamentId: integer('tournament_id')
      .primaryKey()
      .references(() => tournaments.id),
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id),
    /** The final positions [{ team_id, position, manager_id }]: what the palmarés reads. */
    positions: jsonb('positions').$type<{ team_id: number; position: number; manager_id?: number | null }[]>().notNull(),
    total: money('total').notNull(),
    closedBy: integer('closed_by').references(() => users.id),
    closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('tournament_closings_season_idx').on(t.seasonId)],
);

/** The position each team is asked to reach in its league in a season; closing pays or charges the difference. */
export const teamObjectives = pgTable(
  'team_objectives',
  {
    seasonId: integer('season_id')
      .notNull()
      .references(() => seasons.id),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    objective: integer('objective').notNull(),
  },
  (t) => [primaryKey({ name: 'team_objectives_pk', columns: [t.seasonId, t.teamId] })],
);

/** A user's private calendar feed: only a SHA-256 of the secret in its URL is kept; deleting the row revokes it. */
export const calendarTokens = pgTable(
  'calendar_tokens',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    secretHash: varchar('secret_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_tokens_secret_unique').on(t.secretHash)],
);

/** A reminder sent before one of a user's deadlines: the key is claimed once, so several processes send it once. */
export const deadlineReminders = pgTable(
  'deadline_reminders',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: varchar('kind', { length: 40 }).notNull(),
    reference: varchar('reference', { length: 100 }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'deadline_reminders_pk', columns: [t.userId, t.kind, t.reference] })],
);

/** A user's lead per deadline kind ('off', '15m', '1h', '3h', '24h'); kinds never set use the defaults (docs/decisions/033-deadline-reminders.md). */
export const reminderPreferences = pgTable(
  'reminder_preferences',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    kind: varchar('kind', { length: 40 }).notNull(),
    lead: varchar('lead', { length: 10 }).notNull(),
  },
  (t) => [primaryKey({ name: 'reminder_preferences_pk', columns: [t.userId, t.kind] })],
);

/** A scheduled job's run (decision 023): claimed per job and slot, so several processes record each run once. */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    job: varchar('job', { length: 40 }).notNull(),
    slot: timestamp('slot', { withTimezone: true }).notNull(),
    manual: boolean('manual').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** 'running', then 'ok' or 'failed'. */
    outcome: varchar('outcome', { length: 20 }).notNull().default('running'),
    durationMs: integer('duration_ms'),
    error: text('error'),
    process: varchar('process', { length: 100 }).notNull(),
  },
  (t) => [uniqueIndex('job_runs_slot_unique').on(t.job, t.manual, t.slot), index('job_runs_job_idx').on(t.job, t.startedAt)],
);

/** An alert raised once (decision 023): its key names what was reported, e.g. a stuck clause round. */
export const jobAlerts = pgTable('job_alerts', {
  key: varchar('key', { length: 120 }).primaryKey(),
  createdAt: createdAt(),
});

/**
 * The browsers an account was seen from (docs/decisions/030-signals-for-staff.md): a SHA-256 of the
 * device id the web app keeps, never the id itself; one row per account and browser.
 */
export const deviceSightings = pgTable(
  'device_sightings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    deviceHash: varchar('device_hash', { length: 64 }).notNull(),
    firstSeen: timestamp('first_seen', { withTimezone: true }).notNull(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'device_sightings_pk', columns: [t.userId, t.deviceHash] }), index('device_sightings_device_idx').on(t.deviceHash)],
);

/** A staff review of a signal (docs/decisions/030-signals-for-staff.md): the signal's key, who, when and the note. */
export const signalReviews = pgTable('signal_reviews', {
  key: varchar('key', { length: 200 }).primaryKey(),
  kind: varchar('kind', { length: 20 }).notNull(),
  note: text('note').notNull(),
  reviewedBy: integer('reviewed_by').references(() => users.id),
  reviewedAt: timestamp('reviewed_at', { withTimezone: true }).notNull(),
});

/** A single-use link that creates a new manager's account already owning the team (docs/decisions/029-team-hand-over.md). */
export const teamInvitations = pgTable(
  'team_invitations',
  {
    id: serial('id').primaryKey(),
    teamId: integer('team_id')
      .notNull()
      .references(() => teams.id),
    /** SHA-256 of the link's secret; the secret itself is shown once, to the Admin who made it. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** The Admin's choices for the old manager's open operations, applied when the link is used. */
    choices: jsonb('choices').$type<Record<string, string>>().notNull().default({}),
    reason: text('reason').notNull(),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: integer('used_by').references(() => users.id),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('team_invitations_token_unique').on(t.tokenHash), index('team_invitations_team_idx').on(t.teamId)],
);

/**
 * The players each user follows (docs/decisions/035-market-filters-and-watchlist.md): one row per
 * pair, so following twice is one row; the player index finds an event's followers.
 */
export const watchlist = pgTable(
  'watchlist',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.playerId] }), index('watchlist_player_idx').on(t.playerId, t.userId)],
);
