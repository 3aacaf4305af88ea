import { betPayout, type AnyBetOption, type MatchBet, type PlayerBet, type UserBet } from '@superliga/league';
import type { MatchBetRow, PlayerBetRow, UserBetListRow } from './bets.repository';

export const presentMatchBet = (b: MatchBetRow): MatchBet => ({
  id: b.id,
  match: b.match,
  description: b.description,
  home_odd: b.homeOdd,
  away_odd: b.awayOdd,
  draw_odd: b.drawOdd,
  under: b.under,
  over: b.over,
  match_id: b.matchId,
  line: b.line,
  created_by: { id: b.createdBy, name: b.createdByName },
  active: b.active === 'off' ? 'off' : 'on',
  created_at: b.createdAt.toISOString(),
});

export const presentPlayerBet = (b: PlayerBetRow): PlayerBet => ({
  id: b.id,
  name: b.name,
  description: b.description,
  goal_odd: b.goalOdd,
  card_odd: b.cardOdd,
  player_id: b.playerId,
  match_id: b.matchId,
  created_by: { id: b.createdBy, name: b.createdByName },
  active: b.active === 'off' ? 'off' : 'on',
  created_at: b.createdAt.toISOString(),
});

export const presentUserBet = (b: UserBetListRow): UserBet => ({
  id: b.id,
  id_user: b.userId,
  id_bet: b.betId,
  id_playerbet: b.playerBetId,
  user: { id: b.userId, name: b.userName },
  bet: b.match ?? b.playerName ?? '',
  kind: b.betId !== null ? 'match' : 'player',
  amount: b.amount,
  // 001 §3: selected_option is the chosen odd; the option it belongs to is stored and sent beside it.
  selected_option: b.odd,
  option_label: b.selectedOption as AnyBetOption,
  potential_payout: betPayout(b.odd, b.amount),
  confirmed: b.confirmed === 'yes' ? 'yes' : 'no',
  payout: b.payout,
  match_id: b.matchId,
  created_at: b.createdAt.toISOString(),
});
