import { can } from '../accounts/roles.rules';
import type { Role } from '../constants';
import { HOME_MSG } from './home.messages';
import type { NowItem } from './home.schema';

/**
 * An auction he leads shows on the home once it closes within this many hours. Two hours is twice
 * the soft-close window (gates.rules.ts, SOFT_CLOSE_WINDOW_HOURS): he sees it before the last hour,
 * when a rival's bid can still move the end, and while there is time to raise his maximum. An
 * auction he leads that closes later needs nothing from him (decision 034).
 */
export const LEADING_SOON_HOURS = 2;

/** How many items of each kind the home reads at most: the read stays bounded whatever a season holds. */
export const NOW_PER_KIND = 10;

/**
 * The most urgent first: what has no deadline (a transfer waits for him, and only him) on top,
 * then by the earliest deadline; equal deadlines keep the kinds' order, then the key.
 */
export function byUrgency(a: Pick<NowItem, 'deadline' | 'key'>, b: Pick<NowItem, 'deadline' | 'key'>): number {
  const at = (i: Pick<NowItem, 'deadline'>) => (i.deadline === null ? -Infinity : Date.parse(i.deadline));
  const d = at(a) - at(b);
  if (d !== 0 && !Number.isNaN(d)) return d;
  return a.key < b.key ? -1 : a.key > b.key ? 1 : 0;
}

/** Whether an auction that closes at `endsAt` is close enough to show to its leader at `now`. */
export const closesSoon = (endsAt: Date, now: Date, hours = LEADING_SOON_HOURS): boolean =>
  endsAt.getTime() > now.getTime() && endsAt.getTime() - now.getTime() <= hours * 3_600_000;

/**
 * What an empty "Ahora" says: a manager's list holds his own things; staff's holds their work, and
 * the Admin's also the auctions whose winner he confirms.
 */
export const emptyNowText = (rol: Role | string | undefined, hasTeam: boolean): string =>
  hasTeam ? HOME_MSG.empty : can('confirmAuctions', rol) ? HOME_MSG.emptyAdmin : HOME_MSG.emptyStaff;
