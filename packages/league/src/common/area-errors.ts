import { AUCTION_MSG } from '../market/auctions/auctions.messages';
import { AUDIT_MSG } from '../audit/audit.messages';
import { BETS_MSG } from '../bets/bets.messages';
import { COMPETITION_TEXTS } from '../competition/competition.messages';
import { RESULTS_MSG } from '../competition/results.messages';
import { CORE_MSG } from '../core/core.messages';
import { FM_IMPORT_MSG } from '../fm-import/fm-import.messages';
import { HAND_OVER_MSG } from '../hand-over/hand-over.messages';
import { JOBS_MSG } from '../jobs/jobs.messages';
import { LEGACY_MSG } from '../legacy/legacy.messages';
import type { ErrorSpec } from '../market/errors';
import { MSG } from '../messages';
import { DISCORD_MSG } from '../notifications/announcements';
import { NOTIFY } from '../notifications/notifications.messages';
import { SEASON_MSG } from '../season/season.messages';
import { SIGNALS_MSG } from '../signals/signals.messages';

/** A refusal whose words come from a pure rule of league (reportProblem, receiverRefusal, …): the code is fixed, the text is the rule's. */
const ruleText = (text: string) => text;

/**
 * Every refusal of the areas outside the market, by code: its kind (HTTP status), its text and,
 * for a validation refusal, the field it is told on — the market's own table is market/errors.ts
 * (docs/decisions/031-coded-errors-and-the-market-module.md). The texts are the areas' existing
 * messages, not reworded. A code names one reason: two reasons never share one, even where their
 * status and text are the same; one reason keeps its code in every area it is met (an email taken
 * on signup, by staff or through an invitation).
 */
export const AREA_ERRORS = {
  // Accounts and sessions.
  'account.email_taken': { kind: 'validation', text: MSG.emailTaken, field: 'email' },
  'account.invalid_credentials': { kind: 'validation', text: MSG.badCredentials, field: 'email' },
  /** The token's user is gone. */
  'account.not_found': { kind: 'notFound', text: MSG.notFound },
  /** The password is too short, common or like the user's data (the password rules' text). */
  'account.password_refused': { kind: 'validation', text: ruleText, field: 'password' },
  /** The session ended while a live stream was being set up. */
  'account.session_ended': { kind: 'unauthenticated', text: MSG.unauthenticated },

  // Users (staff).
  'user.not_found': { kind: 'notFound', text: CORE_MSG.userNotFound },
  /** The budget changed since the form read it. */
  'user.budget_moved': { kind: 'conflict', text: CORE_MSG.budgetMoved },
  'user.only_own_password': { kind: 'forbidden', text: CORE_MSG.onlyOwnPassword },
  'user.only_admin_fields': { kind: 'forbidden', text: CORE_MSG.onlyAdminFields },
  'user.last_admin': { kind: 'conflict', text: CORE_MSG.lastAdmin },
  /** Told on the figure the form changed (`budget_change` or `profits`). */
  'user.budget_negative': { kind: 'validation', text: CORE_MSG.budgetNegative, field: 'budget_change' },
  'user.reason_required': { kind: 'validation', text: AUDIT_MSG.reasonRequired, field: 'reason' },
  'user.cannot_delete_self': { kind: 'conflict', text: CORE_MSG.cannotDeleteSelf },

  // Teams.
  'team.not_found': { kind: 'notFound', text: CORE_MSG.teamNotFound },
  /** Its name is taken, its manager is missing or has a team: told on each field. */
  'team.invalid': { kind: 'validation', text: ruleText },

  // Seasons, their rules and their rollover.
  'season.not_found': { kind: 'notFound', text: CORE_MSG.seasonNotFound },
  /** No season is active (before the first one). */
  'season.none_current': { kind: 'notFound', text: COMPETITION_TEXTS.noCurrentSeason },
  'season.archived': { kind: 'conflict', text: LEGACY_MSG.archivedSeason },
  'season.closed': { kind: 'conflict', text: SEASON_MSG.seasonClosed },
  /** The rules fail their schema: told on each field. */
  'season_rules.invalid': { kind: 'validation', text: ruleText },
  /** What still stops the rollover (its preview's first problem). */
  'rollover.refused': { kind: 'conflict', text: ruleText },
  'rollover.start_before': { kind: 'validation', text: SEASON_MSG.rolloverStartBefore, field: 'start_date' },
  'rollover.already_done': { kind: 'conflict', text: SEASON_MSG.seasonAlreadyRolled },

  // Tournaments, their closing, objectives and prizes.
  'tournament.not_found': { kind: 'notFound', text: COMPETITION_TEXTS.tournamentNotFound },
  'tournament.season_unknown': { kind: 'validation', text: CORE_MSG.seasonNotFound, field: 'season_id' },
  'tournament.already_closed': { kind: 'conflict', text: SEASON_MSG.tournamentAlreadyClosed },
  /** What still stops the closing (its preview's first problem). */
  'tournament.close_refused': { kind: 'conflict', text: ruleText },
  'objectives.team_unknown': { kind: 'validation', text: SEASON_MSG.objectiveTeamUnknown, field: 'objectives' },
  /** Too many prizes in one batch (prizeBatchError's text). */
  'prize.batch_too_large': { kind: 'validation', text: ruleText, field: 'prizes' },
  'prize.tournament_not_found': { kind: 'validation', text: COMPETITION_TEXTS.tournamentNotFound, field: 'prizes' },
  'prize.team_not_found': { kind: 'validation', text: COMPETITION_TEXTS.teamNotFound, field: 'prizes' },
  'prize.team_without_manager': { kind: 'validation', text: COMPETITION_TEXTS.prizeTeamWithoutManager, field: 'prizes' },
  'prize.already_paid': { kind: 'conflict', text: COMPETITION_TEXTS.prizeAlreadyPaid },

  // Matches, the fixture and the statistics.
  'match.not_found': { kind: 'notFound', text: COMPETITION_TEXTS.matchNotFound },
  'match.needs_teams': { kind: 'validation', text: MSG.matchNeedsTeams, field: 'team_home_id' },
  'match.team_not_in_league': { kind: 'validation', text: COMPETITION_TEXTS.teamNotInLeague, field: 'team_home_id' },
  'match.needs_tournament': { kind: 'validation', text: MSG.matchNeedsTournament, field: 'tournament_id' },
  /** Neither a manager of its teams nor staff. */
  'match.not_yours': { kind: 'forbidden', text: COMPETITION_TEXTS.notYourMatch },
  'match.fixture_not_found': { kind: 'validation', text: COMPETITION_TEXTS.fixtureNotFound, field: 'fixture_id' },
  'match.fixture_mismatch': { kind: 'validation', text: COMPETITION_TEXTS.fixtureMismatch, field: 'fixture_id' },
  'match.fixture_used': { kind: 'conflict', text: COMPETITION_TEXTS.fixtureUsed },
  'match.exists': { kind: 'conflict', text: COMPETITION_TEXTS.matchExists },
  'match.completed': { kind: 'conflict', text: COMPETITION_TEXTS.matchCompleted },
  /** The round has a report window: its result is reported, not entered (decision 024). */
  'match.direct_entry_closed': { kind: 'conflict', text: RESULTS_MSG.directEntryClosed },
  'match.statistics_wrong_tournament': { kind: 'validation', text: COMPETITION_TEXTS.statisticsWrongTournament, field: 'statistics' },
  'match.player_not_in_match': { kind: 'validation', text: COMPETITION_TEXTS.playerNotInMatch, field: 'statistics' },
  'statistics.team_not_found': { kind: 'notFound', text: COMPETITION_TEXTS.teamNotFound },
  'fixture.division_incomplete': { kind: 'validation', text: COMPETITION_TEXTS.fixtureNeedsTeams, field: 'division' },
  'fixture.already_generated': { kind: 'conflict', text: COMPETITION_TEXTS.fixtureAlreadyGenerated },

  // Results reported and confirmed, rounds' windows (docs/decisions/024-results-reported-and-confirmed.md).
  'result.not_your_match': { kind: 'forbidden', text: RESULTS_MSG.notYourMatchToReport },
  /** The round is not open for a report (reportProblem's text). */
  'result.report_refused': { kind: 'conflict', text: ruleText },
  'result.already_reported': { kind: 'conflict', text: RESULTS_MSG.alreadyReported },
  /** Told on the lines' field (`statistics` or the confirmation's). */
  'result.stats_not_own_team': { kind: 'validation', text: RESULTS_MSG.statsNotOwnTeam, field: 'statistics' },
  /** Told on the screenshot's own field (`evidence.N`). */
  'result.evidence_too_large': { kind: 'validation', text: RESULTS_MSG.evidenceTooLarge, field: 'evidence' },
  'result.evidence_type': { kind: 'validation', text: RESULTS_MSG.evidenceType, field: 'evidence' },
  'result.evidence_not_found': { kind: 'notFound', text: RESULTS_MSG.evidenceNotFound },
  'result.report_private': { kind: 'forbidden', text: RESULTS_MSG.reportPrivate },
  'result.not_opponent': { kind: 'forbidden', text: RESULTS_MSG.notOpponent },
  'result.own_report': { kind: 'forbidden', text: RESULTS_MSG.reportOwnNotOpponent },
  'result.no_open_report': { kind: 'conflict', text: RESULTS_MSG.noOpenReport },
  'result.no_dispute': { kind: 'conflict', text: RESULTS_MSG.noDispute },
  /** The match cannot be closed unplayed yet (walkoverProblem's text). */
  'result.walkover_refused': { kind: 'conflict', text: ruleText },
  'result.walkover_not_open': { kind: 'conflict', text: RESULTS_MSG.walkoverNotOpen },
  'round.spread_invalid': { kind: 'validation', text: RESULTS_MSG.spreadInvalid, field: 'first_start' },
  'round.stage_unknown': { kind: 'validation', text: RESULTS_MSG.stageUnknown, field: 'rounds' },
  /** The windows overlap or are out of order (roundWindowsProblem's text). */
  'round.windows_invalid': { kind: 'validation', text: ruleText, field: 'rounds' },

  // Bets and stakes.
  'bet.not_found': { kind: 'notFound', text: BETS_MSG.betNotFound },
  'bet.only_own_author': { kind: 'forbidden', text: BETS_MSG.onlyOwnAuthor },
  'bet.fixture_needs_match': { kind: 'validation', text: RESULTS_MSG.fixtureBetNeedsMatch, field: 'match_id' },
  'bet.fixture_match_final': { kind: 'validation', text: RESULTS_MSG.fixtureMatchFinal, field: 'match_id' },
  'bet.fixture_needs_player': { kind: 'validation', text: RESULTS_MSG.fixtureBetNeedsPlayer, field: 'player_id' },
  /** The option chosen is none of the bet's (the bet's list of options). */
  'bet.option_unknown': { kind: 'validation', text: ruleText, field: 'selected_option' },
  'bet.odd_matches_no_option': { kind: 'validation', text: BETS_MSG.oddMatchesNoOption, field: 'selected_option' },
  'bet.odd_matches_two_options': { kind: 'validation', text: BETS_MSG.oddMatchesTwoOptions, field: 'selected_option' },
  /** Its match started or is final. */
  'bet.closed': { kind: 'conflict', text: RESULTS_MSG.betClosed },
  /** Switched off or settled as won (betClosedReason's text). */
  'bet.not_open': { kind: 'conflict', text: ruleText },
  'bet.inactive': { kind: 'conflict', text: BETS_MSG.betInactive },
  'bet.only_own_bets': { kind: 'forbidden', text: BETS_MSG.onlyOwnBets },
  /** The stake is outside the season's range (validateBetAmount's text). */
  'bet.amount_out_of_range': { kind: 'validation', text: ruleText, field: 'amount' },
  'bet.fixture_settles_itself': { kind: 'conflict', text: RESULTS_MSG.fixtureBetSettlesItself },
  'stake.not_found': { kind: 'notFound', text: BETS_MSG.userBetNotFound },
  /** Settled already (by other staff or another process). */
  'stake.settled': { kind: 'conflict', text: BETS_MSG.userBetSettled },
  'stake.ambiguous': { kind: 'conflict', text: BETS_MSG.userBetAmbiguous },
  'prode.match_not_found': { kind: 'notFound', text: BETS_MSG.prodeMatchNotFound },
  'prode.prediction_locked': { kind: 'conflict', text: BETS_MSG.predictionLocked },

  // Hand-over of a team and its invitations.
  'hand_over.team_not_found': { kind: 'notFound', text: HAND_OVER_MSG.teamNotFound },
  /** The team cannot be handed over (teamRefusal's text). */
  'hand_over.team_refused': { kind: 'conflict', text: ruleText },
  /** The receiver cannot take the team (receiverRefusal's text). */
  'hand_over.receiver_refused': { kind: 'validation', text: ruleText, field: 'id_user' },
  /** A choice for the open operations is not one its kind allows; told on `choices.<kind>`. */
  'hand_over.choice_refused': { kind: 'validation', text: ruleText, field: 'choices' },
  'invitation.not_found': { kind: 'notFound', text: HAND_OVER_MSG.invitationNotFound },
  'invitation.used': { kind: 'conflict', text: HAND_OVER_MSG.invitationUsed },
  'invitation.revoked': { kind: 'conflict', text: HAND_OVER_MSG.invitationRevoked },
  /** Used, revoked or expired (invitationRefusal's text). */
  'invitation.unusable': { kind: 'conflict', text: ruleText },

  // Compliance of a squad.
  /** A player the operation names is unknown; told on `players` or `id_player`. */
  'compliance.player_not_found': { kind: 'validation', text: MSG.notFound, field: 'players' },

  // Imports: Football Manager files and the legacy league.
  'fm_import.row_errors': { kind: 'validation', text: FM_IMPORT_MSG.rowErrors },
  'fm_import.stale_ticks': { kind: 'conflict', text: FM_IMPORT_MSG.staleTicks },
  'fm_import.conflicting_ticks': { kind: 'validation', text: FM_IMPORT_MSG.conflictingTicks, field: 'apply' },
  'fm_import.same_player_twice': { kind: 'validation', text: FM_IMPORT_MSG.samePlayerTwice, field: 'apply' },
  'legacy.source_unreachable': { kind: 'badGateway', text: LEGACY_MSG.sourceUnreachable },
  /** The dump did not load; the database's first words follow the text. */
  'legacy.dump_failed': { kind: 'validation', text: (detail: string) => `${LEGACY_MSG.dumpFailed} ${detail}`, field: 'dump' },
  'legacy.unknown_target_user': { kind: 'validation', text: LEGACY_MSG.unknownTargetUser, field: 'target_id' },
  'legacy.unknown_target_team': { kind: 'validation', text: LEGACY_MSG.unknownTargetTeam, field: 'target_id' },

  // Backups.
  'backup.not_found': { kind: 'notFound', text: MSG.notFound },
  'backup.file_required': { kind: 'validation', text: MSG.backupFileRequired, field: 'file' },
  'backup.not_a_backup': { kind: 'validation', text: MSG.backupNotABackup, field: 'file' },
  'backup.newer_schema': { kind: 'validation', text: MSG.backupFromNewerSchema, field: 'file' },
  'backup.postgres_needs_server': { kind: 'validation', text: MSG.backupPostgresNeedsServer, field: 'file' },
  'backup.scratch_database_failed': { kind: 'validation', text: MSG.backupScratchDatabase, field: 'file' },
  'backup.pg_restore_failed': { kind: 'validation', text: MSG.backupPgRestoreFailed, field: 'file' },
  /** Restoring failed and was rolled back: told on no field. */
  'backup.restore_failed': { kind: 'validation', text: MSG.backupRestoreFailed },

  // Notifications, Discord, push, live events.
  'notification.not_found': { kind: 'notFound', text: NOTIFY.notFound },
  'push.endpoint_refused': { kind: 'validation', text: NOTIFY.pushEndpointRefused, field: 'endpoint' },
  /** The endpoint belongs to another user. */
  'push.taken': { kind: 'conflict', text: NOTIFY.pushTaken },
  'push.too_many': { kind: 'conflict', text: NOTIFY.pushTooMany },
  'discord.webhook_refused': { kind: 'validation', text: DISCORD_MSG.webhookRefused, field: 'webhook_url' },
  'discord.id_taken': { kind: 'conflict', text: DISCORD_MSG.discordIdTaken },
  'events.needs_stream': { kind: 'notAcceptable', text: AUCTION_MSG.eventsNeedStream },
  'events.too_many_streams': { kind: 'tooManyRequests', text: AUCTION_MSG.tooManyStreams },

  // Signals, jobs, calendar.
  'signal.not_found': { kind: 'notFound', text: SIGNALS_MSG.notFound },
  'signal.already_reviewed': { kind: 'conflict', text: SIGNALS_MSG.alreadyReviewed },
  'job.already_running': { kind: 'conflict', text: JOBS_MSG.alreadyRunning },
  'calendar.not_found': { kind: 'notFound', text: SEASON_MSG.calendarNotFound },
} as const satisfies Record<string, ErrorSpec>;

export type AreaErrorCode = keyof typeof AREA_ERRORS;
