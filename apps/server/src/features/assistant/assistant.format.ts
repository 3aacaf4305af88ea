import { intlWallClock, MATCH_DATE_FORMAT, TOURNAMENT_TYPES, type Division, type TournamentType } from '@superliga/league';
import type { ServiceContext } from '../../lib/context';

/** An instant as the assistant writes it: the league's wall clock, to the minute. */
export const when = (ctx: ServiceContext, d: Date) => intlWallClock(ctx.config.LEAGUE_TZ).local(d).format(MATCH_DATE_FORMAT.replace(':ss', ''));

export const asType = (t: string): TournamentType => ((TOURNAMENT_TYPES as readonly string[]).includes(t) ? (t as TournamentType) : 'PD');

/** The league tournament of each division (001 §9 types). */
export const LEAGUE_TYPE: Record<Division, TournamentType> = { Primera: 'PD', Segunda: 'SD' };
