import {
  ASSISTANT_ANSWER as A,
  assistantLink,
  clauseListQuerySchema,
  formatMoney,
  nameMatches,
  paths,
  revealHoursText,
  type Offer,
  type SeasonRules,
} from '@superliga/league';
import type { ServiceContext } from '../../lib/context';
import { listOffers, playerOffers } from '../../market/offers/queries';
import type { AskerData } from './assistant.asker';
import { when } from './assistant.format';
import { choosePlayer, playerLink, type NamedPlayer } from './assistant.players';

/*
 * Every offer the assistant reads comes from the offers queries (market/offers/queries.ts), already sealed for the asker by
 * sealOffer (decision 016): a hidden offer of someone else has no author and no amounts, so no
 * answer can leak them. The assistant only says what the sealed offer still shows (that there
 * are offers, on whom, until when they are hidden).
 */

/** The asker's offers, or the ones received by his team, of a season: sealed for him. */
async function offersOf(ctx: ServiceContext, scope: 'mine' | 'received', seasonId: number) {
  return (await listOffers(ctx, clauseListQuerySchema.parse({ scope, all: 'true', season: seasonId }))).data as Offer[];
}

const isOpen = (o: Offer) => o.confirmed === 'no' && o.active === 'yes';
const playerOf = (o: Offer) => playerLink(o.id_player);
const amount = (o: Offer) => formatMoney(o.total_value ?? 0);

/** One of the asker's own offers: won, lost, still hidden, or revealed and undecided. */
function ownOfferLine(ctx: ServiceContext, o: Offer) {
  if (o.confirmed === 'yes') return o.reversal ? A.offerReverted(playerOf(o), amount(o)) : A.offerWon(playerOf(o), amount(o));
  if (o.active !== 'yes') return A.offerLost(playerOf(o), amount(o));
  if (o.hidden) return A.offerHidden(playerOf(o), amount(o), when(ctx, new Date(o.reveal_at)));
  return A.offerRevealed(playerOf(o), amount(o), when(ctx, new Date(o.reveal_at)));
}

/** '¿Gané la cláusula por X?', '¿cómo van mis ofertas?': the asker's offers of the season and how each ended. */
export async function myOffers(ctx: ServiceContext, season: AskerData['season'], subject = ''): Promise<string> {
  if (!season) return A.noOffers('la temporada');
  const all = await offersOf(ctx, 'mine', season.id);
  const mine = subject ? all.filter((o) => nameMatches(subject, o.name)) : all;
  if (!mine.length) return subject && all.length ? A.noOffersFor(subject, season.name) : A.noOffers(season.name);
  return [A.myOffersTitle, ...mine.map((o) => ownOfferLine(ctx, o)), A.seeMore(assistantLink('Mis ofertas', paths.misOfertas))].join('\n');
}

/** What the asker may know of the offers on one player: hidden ones counted, revealed ones named. */
function offersOnPlayerLines(ctx: ServiceContext, player: string, offers: readonly Offer[], askerId: number) {
  const lines: string[] = [];
  const won = offers.find((o) => o.confirmed === 'yes' && !o.reversal);
  if (won) lines.push(A.confirmedOffer(player, won.created_by.name, amount(won)));
  const open = offers.filter(isOpen);
  const hidden = open.filter((o) => o.hidden);
  if (hidden.length) {
    lines.push(A.hiddenOffers(player, hidden.length, when(ctx, new Date(hidden[0]!.reveal_at))));
    const own = hidden.find((o) => o.created_by.id === askerId);
    if (own) lines.push(A.yoursAmong(amount(own)));
  }
  for (const o of open.filter((x) => !x.hidden)) lines.push(A.revealedOffer(player, o.created_by.name, amount(o)));
  const closed = offers.filter((o) => o.confirmed === 'no' && o.active !== 'yes').length;
  if (!won && !open.length && closed) lines.push(A.closedOffers(player, closed));
  return lines;
}

/**
 * '¿Hay ofertas por X?', '¿cuánto ofreció Fulano por X?', '¿me hicieron ofertas?': the offers on a
 * named player, or on the asker's players. While a round is hidden it says it cannot tell.
 */
export async function offersOnPlayers(ctx: ServiceContext, data: AskerData, named: NamedPlayer, subject: string, aboutMe: boolean): Promise<string> {
  if (!data.season) return A.noOffers('la temporada');
  const season = data.season;
  // '¿cuánto me ofreció Fulano?' names a manager, not a player: the offers on the asker's players answer it.
  if (subject && !(aboutMe && named.kind === 'none')) {
    const choose = choosePlayer(named, subject);
    if (choose || named.kind !== 'one') return choose!;
    const { offers } = await playerOffers(ctx, named.player.id);
    const ofSeason = offers.filter((o) => o.id_season.id === season.id).map((o) => ({ ...o, id_team: o.team, created_by: o.author }) as Offer);
    const lines = offersOnPlayerLines(ctx, playerLink(named.player), ofSeason, ctx.actor.id);
    return lines.length ? lines.join('\n') : A.noOffersOnPlayer(playerLink(named.player), season.name);
  }
  if (!data.team) return A.noOffersReceived(season.name);
  const received = await offersOf(ctx, 'received', season.id);
  const byPlayer = new Map<number, Offer[]>();
  for (const o of received) byPlayer.set(o.id_player.id, [...(byPlayer.get(o.id_player.id) ?? []), o]);
  const lines = [...byPlayer.values()].flatMap((offers) => offersOnPlayerLines(ctx, playerOf(offers[0]!), offers, ctx.actor.id));
  return lines.length ? [A.receivedTitle, ...lines].join('\n') : A.noOffersReceived(season.name);
}

/** '¿A qué hora se revelan las cláusulas?': the season's reveal hours, and when the asker's open offers (or a named player's) reveal. */
export async function revealTimes(ctx: ServiceContext, data: AskerData, named: NamedPlayer, rules: SeasonRules): Promise<string> {
  const lines = [A.revealRule(revealHoursText(rules.reveal_hours))];
  if (!data.season) return lines[0]!;
  if (named.kind === 'one') {
    const { offers } = await playerOffers(ctx, named.player.id);
    const open = offers.find((o) => o.id_season.id === data.season!.id && o.confirmed === 'no' && o.active === 'yes' && o.hidden);
    if (open) lines.push(A.playerReveal(playerLink(named.player), when(ctx, new Date(open.reveal_at))));
    return lines.join('\n');
  }
  const open = (await offersOf(ctx, 'mine', data.season.id)).filter((o) => isOpen(o) && o.hidden);
  if (open.length) lines.push(A.yourReveals, ...open.map((o) => A.yourReveal(playerOf(o), when(ctx, new Date(o.reveal_at)))));
  return lines.join('\n');
}
