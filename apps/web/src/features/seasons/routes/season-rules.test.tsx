import { MSG, SEASON_RULE_LABELS, SEASON_RULES_MSG, SEASONS_SCREEN, type User } from '@superliga/league';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http } from 'msw';
import { seasonHandlers } from '../../../test/fixtures';
import { answer, MANAGER, renderRoute, type SentRequest } from '../../../test/render-route';
import { server } from '../../../test/server';

const ADMIN: User = { ...MANAGER, id: 1, name: 'Admin Uno', rol: 'Admin', team: null };
const saved = (sent: SentRequest[]) => sent.filter((r) => r.path === '/api/seasons/1/rules');

describe('Reglas de la temporada (/temporadas/reglas)', () => {
  it("does not save a reveal hour outside the day (the league's season rules schema), and says so under the hours", async () => {
    server.use(...seasonHandlers());
    const { user, sent } = renderRoute('/temporadas/reglas', { user: ADMIN });
    const hours = await screen.findByRole('textbox', { name: SEASON_RULE_LABELS.reveal_hours });
    await user.clear(hours);
    await user.type(hours, '10, 25');
    await user.click(screen.getByRole('button', { name: SEASONS_SCREEN.guardarReglas }));

    expect(await screen.findByText(SEASON_RULES_MSG.wholeBetween(0, 23))).toHaveAttribute('role', 'alert');
    expect(saved(sent)).toEqual([]);
  });

  it("sends the rules and shows the server's field error under its field", async () => {
    server.use(
      ...seasonHandlers(),
      http.put('/api/seasons/1/rules', () => answer({ message: MSG.validationFailed, errors: { bet_max: [SEASON_RULES_MSG.betRange] } }, 422)),
    );
    const { user, sent } = renderRoute('/temporadas/reglas', { user: ADMIN });
    await screen.findByRole('textbox', { name: SEASON_RULE_LABELS.reveal_hours });
    await user.click(screen.getByRole('button', { name: SEASONS_SCREEN.guardarReglas }));

    expect(await screen.findByText(SEASON_RULES_MSG.betRange)).toHaveAttribute('role', 'alert');
    expect(saved(sent)).toHaveLength(1);
    expect(saved(sent)[0]).toMatchObject({ method: 'PUT', body: { release_no_return: expect.any(Boolean), reveal_hours: expect.any(Array) } });
    expect(saved(sent)[0]?.idempotencyKey).toBeTruthy();
  });
});
