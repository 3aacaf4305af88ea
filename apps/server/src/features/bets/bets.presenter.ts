import { betPayout, type MatchBet, type PlayerBet, type UserBet } from '@superliga/league';
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
  created_by: b.createdBy,
  active: b.active === 'off' ? 'off' : 'on',
  created_at: b.createdAt.toISOString(),
});

export const presentPlayerBet = (b: PlayerBetRow): PlayerBet => ({
  id: b.id,
  name: b.name,
  description: b.description,
  goal_odd: b.goalOdd,
  card_odd: b.cardOdd,
  created_by: b.createdBy,
  active: b.active === 'off' ? 'off' : 'on',
  created_at: b.createdAt.toISOString(),
});

export const presentUserBet = (b: UserBetListRow): UserBet => ({
  id: b.id,
  id_user: b.userId,
  user: { id: b.userId, name: b.userName },
  id_bet: b.betId,
  id_playerbet: b.playerBetId,
  bet: b.match ?? b.playerName ?? '',
  kind: b.betId !== null ? 'match' : 'player',
  amount: b.amount,
  selected_option: b.selectedOption,
  odd: b.odd,
  potential_payout: betPayout(b.odd, b.amount),
  confirmed: b.confirmed === 'yes' ? 'yes' : 'no',
  payout: b.payout,
  created_at: b.createdAt.toISOString(),
});
