import { COMMON_SCREEN } from '@superliga/league';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../lib/format';
import { inHours, SEASON, seasonHandlers } from '../test/fixtures';
import { answer, renderRoute } from '../test/render-route';
import { server } from '../test/server';

describe('The market gate (/crear_subasta before the market opens)', () => {
  it("says the season's own gate hours and the exact opening time, not a fixed 4 hours", async () => {
    const opens = inHours(5);
    server.use(
      ...seasonHandlers(),
      http.get('/api/seasons/start', () =>
        answer({ id: SEASON.id, name: SEASON.name, start_date: inHours(-1), market_opens_at: opens, now: new Date().toISOString() }),
      ),
    );
    renderRoute('/crear_subasta');

    const text = COMMON_SCREEN.marketOpensAfterStart(6, SEASON.name, formatDate(opens));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(text).toContain('6 horas');
  });
});
