/**
 * The old app's tables and the columns the importer expects in each, as the old app's migrations
 * leave them at its newest version (docs/decisions/018-legacy-import.md). A real database may lack
 * the later ones: the reader reads what it finds and reports the rest.
 */
export const LEGACY_COLUMNS = {
  users: ['id', 'name', 'email', 'rol', 'profits', 'costs', 'deleted_at'],
  seasons: ['id', 'name', 'start', 'end', 'active'],
  teams: [
    'id',
    'name',
    'division',
    'id_user',
    'title_first_division',
    'title_second_division',
    'title_third_division',
    'title_cup',
    'title_ucl',
    'title_uel',
    'title_league_cup',
    'title_champions_cup',
    'title_super_cup',
  ],
  players: ['id', 'name', 'age', 'ca', 'pa', 'id_team', 'value', 'status', 'deleted_at'],
  transfers: [
    'id',
    'transferred_players',
    'id_team_from',
    'id_team_to',
    'budget',
    'created_by',
    'buy_by',
    'sold_by',
    'confirmed_by',
    'confirmed',
    'id_season',
    'created_at',
  ],
  tournaments: ['id', 'name', 'start_date', 'end_date', 'format', 'season_id'],
  games: ['id', 'tournament_id', 'team_home_id', 'team_away_id', 'score_home', 'score_away', 'match_date', 'status', 'stage'],
  prizes: ['id', 'tournament_id', 'team_id', 'amount', 'position', 'description'],
  // Since 2026-05 the team of a prize lives here (team_id and position left prizes).
  prize_team: ['id', 'prize_id', 'team_id'],
  transactions: ['id', 'user_id', 'current_balance'],
  bets: ['id', 'match', 'description', 'home_odd', 'away_odd', 'draw_odd', 'under', 'over', 'created_by', 'active', 'created_at'],
  bet_user: ['id', 'id_user', 'id_bet', 'amount', 'selected_option', 'confirmed', 'created_at'],
  player_bets: ['id', 'name', 'description', 'goal_odd', 'card_odd', 'created_by', 'active', 'created_at'],
  playerbet_user: ['id', 'id_user', 'id_player_bets', 'amount', 'selected_option', 'confirmed', 'created_at'],
  // Read only to count them in the report: our app derives or does not keep them (decision 018).
  // Statistics per match and player; team_id and rating came later.
  match_statistics: [
    'id',
    'match_id',
    'player_id',
    'tournament_id',
    'user_id',
    'team_id',
    'goals',
    'assists',
    'yellow_cards',
    'red_cards',
    'simple_injuries',
    'serious_injuries',
    'mvp',
    'rating',
  ],
  standings: ['id'],
  rescissions: [
    'id',
    'id_player',
    'name',
    'id_team',
    'created_by',
    'value',
    'other_players',
    'extra_value',
    'total_value',
    'id_season',
    'confirmed',
    'active',
    'created_at',
  ],
  // to_team_id (the bidder's team) came in 2026-03; before, the bidder's own team is meant.
  auctions: ['id', 'id_player', 'id_team', 'created_by', 'auctioned_by', 'amount', 'id_season', 'confirmed', 'active', 'close', 'to_team_id', 'created_at'],
} as const;

export type LegacyTable = keyof typeof LEGACY_COLUMNS;
export const LEGACY_TABLES = Object.keys(LEGACY_COLUMNS) as LegacyTable[];

export type LegacyRow = Record<string, unknown>;
/** What the reader found: the rows of each table (only the expected columns it found). */
export type LegacySnapshot = Partial<Record<LegacyTable, LegacyRow[]>>;
