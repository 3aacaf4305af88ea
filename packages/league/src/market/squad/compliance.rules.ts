import { SENIOR_AGE_OVER, type Division } from '../../constants';
import { caLimit, type SeasonRules } from '../season-rules';
import { COMPLIANCE_WARNING } from './compliance.messages';
import { squadStats } from './squad.rules';

/**
 * Compliance with the season's limits (spec DECISIONS, 'The league's own rules as settings'). Age is the player's stored `age` (the
 * league keeps no birth date): "over 20" is age > 20, as the rulebook's squad rule and squadStats
 * read it, and it is the age on the day the report is read. The CA average is the best 16's, or of
 * every player when the squad has fewer (squadStats), rounded to two decimals before the check.
 */
export type CompliancePlayer = { id: number; ca: number; age: number };

/** What a team is and has used this season: the inputs of every figure. */
export type TeamUsage = {
  name: string;
  division: Division | null;
  players: readonly CompliancePlayer[];
  blocks_used: number;
  clause_losses: number;
  auctions: number;
  auctions_over_20: number;
};

/** One figure against its limit; `limit` is null where none applies (a team without division has no CA limit). */
export type ComplianceFigure = { value: number; limit: number | null; ok: boolean };

export const COMPLIANCE_FIGURES = ['senior', 'youth', 'ca_best16', 'blocks', 'clause_losses', 'auctions', 'auctions_over_20'] as const;
export type ComplianceFigureKey = (typeof COMPLIANCE_FIGURES)[number];
export type ComplianceFigures = Record<ComplianceFigureKey, ComplianceFigure>;

/** Within the limit means at most the limit: a team at exactly 18 seniors, 160 of CA or 6 losses complies. */
const figure = (value: number, limit: number | null): ComplianceFigure => ({ value, limit, ok: limit === null || value <= limit });

/** Each figure of a team against the season's rules. */
export function teamCompliance(usage: TeamUsage, rules: SeasonRules): ComplianceFigures {
  const stats = squadStats(usage.players.map((p) => ({ ca: p.ca, age: p.age, status: null })));
  return {
    senior: figure(stats.older_than_20, rules.squad_senior_max),
    youth: figure(stats.youth, rules.squad_youth_max),
    ca_best16: figure(stats.average_ca_best16, usage.division ? caLimit(usage.division, rules) : null),
    blocks: figure(usage.blocks_used, rules.blocks_per_team),
    clause_losses: figure(usage.clause_losses, rules.max_clause_losses),
    auctions: figure(usage.auctions, rules.auctions_per_team),
    auctions_over_20: figure(usage.auctions_over_20, rules.auctions_over_20_per_team),
  };
}

/** True when every figure is within its limit. */
export const complies = (figures: ComplianceFigures) => COMPLIANCE_FIGURES.every((k) => figures[k].ok);

/**
 * What one market operation does to one team: players that join, players that leave (by id), an
 * auction it opens (on a player of that age), a player it loses by clause.
 */
export type ComplianceChange = {
  players_in?: readonly CompliancePlayer[];
  players_out?: readonly number[];
  auction?: { age: number };
  clause_loss?: boolean;
};

/** The team's usage once the operation is done. */
export function applyChange(usage: TeamUsage, change: ComplianceChange): TeamUsage {
  const out = new Set(change.players_out ?? []);
  const kept = usage.players.filter((p) => !out.has(p.id));
  const arriving = (change.players_in ?? []).filter((p) => !kept.some((k) => k.id === p.id));
  return {
    ...usage,
    players: [...kept, ...arriving],
    clause_losses: usage.clause_losses + (change.clause_loss ? 1 : 0),
    auctions: usage.auctions + (change.auction ? 1 : 0),
    auctions_over_20: usage.auctions_over_20 + (change.auction && change.auction.age > SENIOR_AGE_OVER ? 1 : 0),
  };
}

/**
 * Spanish warnings for an operation that would take the team out of the season's limits: a figure
 * that was within its limit and would not be, or one already over that would get worse. An
 * operation that leaves an excess as it was (or reduces it) is not warned about: it is not its doing.
 */
export function complianceAfter(usage: TeamUsage, change: ComplianceChange, rules: SeasonRules): string[] {
  const before = teamCompliance(usage, rules);
  const after = teamCompliance(applyChange(usage, change), rules);
  const warnings: string[] = [];
  for (const key of COMPLIANCE_FIGURES) {
    const { value, limit, ok } = after[key];
    if (ok || limit === null || (!before[key].ok && value <= before[key].value)) continue;
    warnings.push(
      key === 'ca_best16' ? COMPLIANCE_WARNING.ca_best16(usage.name, value, limit, usage.division ?? '') : COMPLIANCE_WARNING[key](usage.name, value, limit),
    );
  }
  return warnings;
}
