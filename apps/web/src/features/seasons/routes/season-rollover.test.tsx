import { CORE_MSG, MSG, SEASON_MSG, SEASONS_SCREEN, type User } from '@superliga/league';
import { fireEvent, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { SEASON, seasonHandlers } from '../../../test/fixtures';
import { answer, MANAGER, renderRoute, type SentRequest } from '../../../test/render-route';
import { server } from '../../../test/server';

const ADMIN: User = { ...MANAGER, id: 1, name: 'Admin Uno', rol: 'Admin', team: null };
const PREVIEW = {
  season: { id: SEASON.id, name: SEASON.name },
  rolled: null,
  tournaments: [],
  players: 10,
  unblocked: 2,
  at_max_age: 0,
  counters: [],
  fixtures: [],
  problems: [],
};
const rolled = (sent: SentRequest[]) => sent.filter((r) => r.path === '/api/seasons/1/rollover');

beforeEach(() => {
  server.use(
    ...seasonHandlers(),
    http.get('/api/seasons/1/rollover', () => answer(PREVIEW)),
  );
});

describe('Nueva temporada (/temporadas/nueva)', () => {
  it("does not ask nor send without a name (the league's rollover schema), and says so under the name", async () => {
    const { user, sent } = renderRoute('/temporadas/nueva', { user: ADMIN });
    fireEvent.change(await screen.findByLabelText(SEASONS_SCREEN.inicioHoraDeLaLiga, { exact: false }), { target: { value: '2027-01-01T00:00' } });
    await user.click(screen.getByRole('button', { name: SEASON_MSG.rolloverButton }));

    expect(await screen.findByText(CORE_MSG.seasonNameRequired)).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(rolled(sent)).toEqual([]);
  });

  it("asks first, sends the season, and shows the server's field error under its field", async () => {
    server.use(
      http.post('/api/seasons/1/rollover', () => answer({ message: MSG.validationFailed, errors: { start_date: [SEASON_MSG.rolloverStartRequired] } }, 422)),
    );
    const { user, sent } = renderRoute('/temporadas/nueva', { user: ADMIN });
    await user.type(await screen.findByRole('textbox', { name: SEASONS_SCREEN.nombreDeLaNuevaTemporada }), 'Temporada 2027');
    fireEvent.change(screen.getByLabelText(SEASONS_SCREEN.inicioHoraDeLaLiga, { exact: false }), { target: { value: '2027-01-01T00:00' } });
    await user.click(screen.getByRole('button', { name: SEASON_MSG.rolloverButton }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: SEASON_MSG.rolloverButton }));

    expect(await screen.findByText(SEASON_MSG.rolloverStartRequired)).toHaveAttribute('role', 'alert');
    expect(rolled(sent)).toHaveLength(1);
    expect(rolled(sent)[0]).toMatchObject({ body: { name: 'Temporada 2027' } });
    expect(rolled(sent)[0]?.idempotencyKey).toBeTruthy();
  });
});
