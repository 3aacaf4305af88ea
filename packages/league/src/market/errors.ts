import { AUCTION_MSG } from './auctions/auctions.messages';
import { ERROR_STATUS, type ErrorKind } from '../common/error-codes';
import { MSG } from '../messages';
import { CORE_MSG } from '../core/core.messages';
import { SQUAD_ACTIONS_MSG } from './squad/squad-actions.messages';
import { MARKET_MSG } from './market.messages';
import { REVERSAL_MSG } from './reversals/reversals.messages';
import { SEASON_RULES_MSG } from './season-rules.messages';
import { WATCH_MSG } from '../watchlist/watchlist.messages';
import { TRADE_REVIEW_MSG } from './transfers/trade-review.messages';

/** A text of its own, or one made from the refusal's figures (a time, a name, a limit). */
type Text = string | ((...args: never[]) => string);

export interface ErrorSpec {
  /** The kind of refusal, which gives the HTTP status (ERROR_STATUS). */
  kind: ErrorKind;
  /** The Spanish text the answer carries: the existing texts of the messages, not reworded. */
  text: Text;
  /** For a validation refusal: the field its text is told on (`errors: { field: [text] }`). */
  field?: string;
}

/** A refusal whose words come from a pure rule of league (validateBid, auctionLimitError, …): the code is fixed, the text is the rule's. */
const ruleText = (text: string) => text;

/** Texts that had no home in league yet (they were written in the server's ledger). */
export const MONEY_ERROR_TEXTS = {
  insufficientFunds: 'Presupuesto insuficiente para esta operación.',
  /** What the user may still spend is told only to the user (decision 013). */
  insufficientFundsAvailable: (available: string) => `Presupuesto insuficiente para esta operación. Disponible: ${available}.`,
  invalidAmount: 'Monto inválido.',
  userNotFound: 'Usuario no encontrado.',
} as const;

/**
 * Every refusal of the market, by code: its kind (HTTP status) and its text
 * (docs/decisions/031-coded-errors-and-the-market-module.md). The server throws codes; callers
 * that decide what to do after a refusal (the clause-round resolver, the auction settlement)
 * switch on the code, never on an HTTP status or a Spanish text; the wire carries the code beside
 * the message and the web switches on it. A code names one reason: two reasons never share one,
 * even where their status and text are the same.
 */
export const MARKET_ERRORS = {
  // Clause offers (cláusulas de rescisión) and their rounds.
  'offer.not_found': { kind: 'notFound', text: MSG.offerNotFound },
  'offer.creator_mismatch': { kind: 'forbidden', text: MARKET_MSG.creatorMismatch },
  'offer.needs_team': { kind: 'forbidden', text: MARKET_MSG.clauseNeedsTeam },
  /** The total is outside the season's clause range (validateClauseTotal's text). */
  'offer.amount_out_of_range': { kind: 'validation', text: ruleText, field: 'total_value' },
  'offer.team_mismatch': { kind: 'validation', text: MARKET_MSG.clauseTeamMismatch, field: 'id_team' },
  'offer.own_player': { kind: 'validation', text: MARKET_MSG.clauseOwnPlayer, field: 'id_player' },
  'offer.target_invalid': { kind: 'validation', text: MARKET_MSG.clauseTargetInvalid, field: 'id_player' },
  'offer.losses_reached': { kind: 'conflict', text: SEASON_RULES_MSG.clauseLossesReached },
  'offer.duplicate': { kind: 'conflict', text: MARKET_MSG.clauseDuplicate },
  'offer.round_revealed': { kind: 'conflict', text: SEASON_RULES_MSG.roundAlreadyRevealed },
  /** Still inside its window. */
  'offer.hidden': { kind: 'conflict', text: MARKET_MSG.offerStillHidden },
  /** Confirmed already (by staff or another process). */
  'offer.already_confirmed': { kind: 'conflict', text: MSG.offerAlreadyConfirmed },
  /** Closed already (by staff or another process). */
  'offer.closed': { kind: 'conflict', text: MSG.offerClosed },
  'offer.round_in_extension': { kind: 'conflict', text: MARKET_MSG.roundInExtension },
  'offer.round_tied': { kind: 'conflict', text: MARKET_MSG.roundTied },
  'offer.not_round_pick': { kind: 'conflict', text: MARKET_MSG.notRoundPick },
  'offer.losses_cap': { kind: 'conflict', text: MARKET_MSG.clauseLossLimit },
  /** The selling team has no active manager. */
  'offer.seller_not_found': { kind: 'validation', text: MSG.teamUserNotFound, field: 'id_team' },
  /** The offer's creator is gone. */
  'offer.creator_not_found': { kind: 'validation', text: MSG.offerCreatorNotFound, field: 'created_by' },
  /** The offer's creator manages no team the player could go to. */
  'offer.destination_team_not_found': { kind: 'validation', text: MSG.destinationTeamNotFound, field: 'id_team' },
  'offer.raise_not_tied': { kind: 'forbidden', text: SEASON_RULES_MSG.raiseNotTied },
  'offer.raise_not_in_extension': { kind: 'conflict', text: SEASON_RULES_MSG.raiseNotInExtension },
  'offer.raise_not_higher': { kind: 'validation', text: SEASON_RULES_MSG.raiseMustBeHigher, field: 'total_value' },
  'offer.raise_out_of_range': { kind: 'validation', text: SEASON_RULES_MSG.raiseOutOfRange, field: 'total_value' },

  // Auctions.
  'auction.not_found': { kind: 'notFound', text: AUCTION_MSG.auctionNotFound },
  'auction.act_as_other': { kind: 'forbidden', text: AUCTION_MSG.actAsOther },
  'auction.bidder_not_found': { kind: 'validation', text: MSG.notFound, field: 'auctioned_by' },
  'auction.needs_team': { kind: 'forbidden', text: AUCTION_MSG.needsTeam },
  'auction.not_current_season': { kind: 'validation', text: AUCTION_MSG.notCurrentSeason, field: 'id_season' },
  'auction.market_closed': { kind: 'conflict', text: AUCTION_MSG.marketClosed },
  'auction.player_not_found': { kind: 'validation', text: AUCTION_MSG.playerNotFound, field: 'id_player' },
  'auction.player_not_auctionable': { kind: 'validation', text: AUCTION_MSG.playerNotAuctionable, field: 'id_player' },
  'auction.team_mismatch': { kind: 'validation', text: AUCTION_MSG.teamMismatch, field: 'id_team' },
  /** The bid breaks the season's bid rules (validateBid's text). */
  'auction.amount_too_low': { kind: 'validation', text: ruleText, field: 'amount' },
  /** The maximum does not fit the bid or the leader's bid (maxWithBidError, maxChangeError). */
  'auction.max_amount_invalid': { kind: 'validation', text: ruleText, field: 'max_amount' },
  /** The team's auctions this season are at their limit (auctionLimitError's text). */
  'auction.limit_reached': { kind: 'conflict', text: ruleText },
  /** The leader bids on his own leading bid (leaderBidError's text). */
  'auction.own_lead': { kind: 'conflict', text: ruleText },
  'auction.ended': { kind: 'conflict', text: AUCTION_MSG.auctionEnded },
  'auction.still_open': { kind: 'conflict', text: AUCTION_MSG.auctionStillOpen },
  'auction.no_bids': { kind: 'conflict', text: AUCTION_MSG.auctionNoBids },
  'auction.already_confirmed': { kind: 'conflict', text: AUCTION_MSG.auctionAlreadyConfirmed },
  'auction.cancelled': { kind: 'conflict', text: AUCTION_MSG.auctionCancelled },
  'auction.bid_taken': { kind: 'conflict', text: AUCTION_MSG.bidTaken },

  // Transfers between two teams (transferencias) and their review.
  'transfer.market_closed': { kind: 'conflict', text: MARKET_MSG.marketClosed },
  'transfer.creator_mismatch': { kind: 'forbidden', text: MARKET_MSG.creatorMismatch },
  /** More players than the season allows in one transfer (transferPlayersError's text). */
  'transfer.too_many_players': { kind: 'validation', text: ruleText, field: 'transferred_players' },
  'transfer.team_not_found': { kind: 'notFound', text: MARKET_MSG.teamNotFound },
  'transfer.team_outside_league': { kind: 'validation', text: MARKET_MSG.transferTeamsOutsideLeague, field: 'id_team_to' },
  'transfer.team_without_manager': { kind: 'validation', text: MARKET_MSG.teamWithoutManager, field: 'id_team_to' },
  /** Neither a party of the transfer nor staff. */
  'transfer.not_allowed': { kind: 'forbidden', text: MARKET_MSG.transferNotAllowed },
  'transfer.buyer_mismatch': { kind: 'validation', text: MARKET_MSG.buyerMismatch, field: 'buy_by' },
  'transfer.seller_mismatch': { kind: 'validation', text: MARKET_MSG.sellerMismatch, field: 'sold_by' },
  'transfer.players_not_in_team': { kind: 'validation', text: MARKET_MSG.playersNotInTeam, field: 'transferred_players' },
  /** A player named by the documents' client is unknown or ambiguous (matchPlayerNames's text). */
  'transfer.player_name_unmatched': { kind: 'validation', text: ruleText, field: 'transferred_players' },
  'transfer.players_repeated': { kind: 'validation', text: MARKET_MSG.repeatedPlayers, field: 'transferred_players' },
  'transfer.not_found': { kind: 'notFound', text: MARKET_MSG.transferNotFound },
  'transfer.confirm_not_allowed': { kind: 'forbidden', text: MARKET_MSG.transferConfirmNotAllowed },
  'transfer.cancel_not_allowed': { kind: 'forbidden', text: MARKET_MSG.transferCancelNotAllowed },
  /** Confirmed already (by the other party, staff or another process). */
  'transfer.already_confirmed': { kind: 'conflict', text: MARKET_MSG.transferAlreadyConfirmed },
  /** Withdrawn already. */
  'transfer.cancelled': { kind: 'conflict', text: MARKET_MSG.transferCancelled },
  /** Accepted and waiting in review: staff approve or veto it (decision 023). */
  'transfer.in_review': { kind: 'conflict', text: TRADE_REVIEW_MSG.underReviewNoCancel },
  'transfer.review_not_found': { kind: 'notFound', text: TRADE_REVIEW_MSG.notUnderReview },
  /** Approved or vetoed already (by other staff or another process). */
  'transfer.review_decided': { kind: 'conflict', text: TRADE_REVIEW_MSG.notUnderReview },
  'transfer.objection_not_found': { kind: 'notFound', text: TRADE_REVIEW_MSG.notInWindow },
  'transfer.objection_window_closed': { kind: 'conflict', text: TRADE_REVIEW_MSG.notInWindow },
  /** A party of the transfer, or a user without a team, cannot object. */
  'transfer.party_cannot_object': { kind: 'forbidden', text: TRADE_REVIEW_MSG.partyCannotObject },
  'transfer.objector_without_team': { kind: 'forbidden', text: TRADE_REVIEW_MSG.partyCannotObject },
  'transfer.already_objected': { kind: 'conflict', text: TRADE_REVIEW_MSG.alreadyObjected },

  // Reversals of a confirmed transfer, clause or auction (staff).
  'reversal.not_found': { kind: 'notFound', text: REVERSAL_MSG.notFound },
  'reversal.not_confirmed': { kind: 'conflict', text: REVERSAL_MSG.notConfirmed },
  /** A player moved since, a later operation holds him, or it was reversed (reversalRefusal's text). */
  'reversal.refused': { kind: 'conflict', text: ruleText },
  'reversal.destination_without_manager': { kind: 'conflict', text: REVERSAL_MSG.destinationWithoutManager },
  /** Reversed already by another request (the unique index). */
  'reversal.already_reversed': { kind: 'conflict', text: REVERSAL_MSG.alreadyReversed },

  // Squad actions: block, release, register (/plantel).
  'squad.not_your_player': { kind: 'forbidden', text: SQUAD_ACTIONS_MSG.notYourPlayer },
  /** The reader manages no team (and named none). */
  'squad.no_team': { kind: 'notFound', text: MSG.noTeamAssigned },
  'squad.team_not_found': { kind: 'notFound', text: CORE_MSG.teamNotFound },
  'squad.player_not_found': { kind: 'notFound', text: CORE_MSG.playerNotFound },
  'squad.team_without_manager': { kind: 'conflict', text: SQUAD_ACTIONS_MSG.teamWithoutManager },
  /** blockRefusal's text (not in the squad, blocked already, the season's blocks used, …). */
  'squad.block_refused': { kind: 'conflict', text: ruleText },
  /** releaseRefusal's text (not in the squad). */
  'squad.release_refused': { kind: 'conflict', text: ruleText },
  /** registerRefusal's text (registered already, the list full, a block that lasts the season, …). */
  'squad.register_refused': { kind: 'conflict', text: ruleText },

  // Players in operations.
  'player.not_found': { kind: 'notFound', text: MARKET_MSG.playerNotFound },
  /** The player is no longer in the team or status the operation expects. */
  'player.not_where_expected': { kind: 'conflict', text: MARKET_MSG.playerNotWhereExpected },
  /** The player is held by another open operation (reservationMessage's text). */
  'player.held': { kind: 'conflict', text: ruleText },
  /** A released player back to the team that released him this season (returnAfterReleaseError's text). */
  'player.released_cannot_return': { kind: 'conflict', text: ruleText },

  // Money (the ledger).
  'money.invalid_amount': { kind: 'validation', text: MONEY_ERROR_TEXTS.invalidAmount },
  'money.above_max': { kind: 'conflict', text: MSG.budgetAboveMax },
  /** Not enough money: plain, or with the figure left when the reader is its owner. */
  'money.insufficient_funds': {
    kind: 'validation',
    text: (available?: string) => (available === undefined ? MONEY_ERROR_TEXTS.insufficientFunds : MONEY_ERROR_TEXTS.insufficientFundsAvailable(available)),
    field: 'amount',
  },
  'money.user_not_found': { kind: 'notFound', text: MONEY_ERROR_TEXTS.userNotFound },
  /** The database aborted the transaction again and again (deadlocks): nothing was written, try again. */
  'money.busy': { kind: 'conflict', text: MSG.busyConflict },
  'money.movements_forbidden': { kind: 'forbidden', text: MARKET_MSG.movementsForbidden },
  // The watchlist (docs/decisions/035-market-filters-and-watchlist.md).
  'watchlist.limit_reached': { kind: 'conflict', text: WATCH_MSG.limitReached },
} as const satisfies Record<string, ErrorSpec>;

export type MarketErrorCode = keyof typeof MARKET_ERRORS;
/** The figures a code's text is made from (none for a fixed text). */
export type MarketErrorArgs<C extends MarketErrorCode> = (typeof MARKET_ERRORS)[C]['text'] extends (...args: infer A) => string ? A : [];

/**
 * Every code the API answers with: a market code, or for the areas without a table of their own
 * yet, the kind of refusal itself (`validation`, `notFound`, `conflict`, …).
 */
export type ErrorCode = MarketErrorCode | ErrorKind;

export const isMarketErrorCode = (code: string): code is MarketErrorCode => Object.hasOwn(MARKET_ERRORS, code);

/** The HTTP status a code is answered with. */
export const errorStatus = (code: ErrorCode): number => ERROR_STATUS[isMarketErrorCode(code) ? MARKET_ERRORS[code].kind : code];

/** A market code's Spanish text, with its figures. */
export function marketErrorText<C extends MarketErrorCode>(code: C, ...args: MarketErrorArgs<C>): string {
  const text: Text = MARKET_ERRORS[code].text;
  return typeof text === 'string' ? text : (text as (...a: unknown[]) => string)(...args);
}
