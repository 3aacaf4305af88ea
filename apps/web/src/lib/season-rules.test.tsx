import { QueryClient } from '@tanstack/react-query';
import { DEFAULT_SEASON_RULES } from '@superliga/league';
import { describe, expect, it } from 'vitest';
import { seasonsQueryOptions } from './reference-data';
import { rulesInForceQueryOptions, seasonRulesQueryOptions, seasonsChanged } from './season-rules';

describe('seasonsChanged', () => {
  it("marks the seasons and the rules in force to be read again, and leaves a named season's rules", async () => {
    const qc = new QueryClient();
    qc.setQueryData(seasonsQueryOptions().queryKey, []);
    qc.setQueryData(rulesInForceQueryOptions().queryKey, { id_season: 1, ...DEFAULT_SEASON_RULES });
    qc.setQueryData(seasonRulesQueryOptions(1).queryKey, { id_season: 1, ...DEFAULT_SEASON_RULES });
    await seasonsChanged(qc);
    expect(qc.getQueryState(seasonsQueryOptions().queryKey)?.isInvalidated).toBe(true);
    expect(qc.getQueryState(rulesInForceQueryOptions().queryKey)?.isInvalidated).toBe(true);
    expect(qc.getQueryState(seasonRulesQueryOptions(1).queryKey)?.isInvalidated).toBe(false);
  });
});
