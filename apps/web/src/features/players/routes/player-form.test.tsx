import { CORE_MSG, MSG, type User } from '@superliga/league';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, MANAGER, renderRoute, type SentRequest } from '../../../test/render-route';
import { server } from '../../../test/server';

const ADMIN: User = { ...MANAGER, id: 1, name: 'Admin Uno', rol: 'Admin', team: null };
const PLAYER = { id: 42, name: 'Lionel Prueba', value: 10_000_000, status: 'registrado', age: 25, ca: 120, pa: 150, id_team: { id: 3, name: 'Club Siete' } };
const saved = (sent: SentRequest[]) => sent.filter((r) => r.path === '/api/players/42');

beforeEach(() => {
  server.use(
    http.get('/api/teams', () => answer({ data: [{ id: 3, name: 'Club Siete', division: 'Primera' }] })),
    http.get('/api/players/42', () => answer(PLAYER)),
  );
});

describe('Editar jugador (/players/:id/editar)', () => {
  it("does not send a PA below the CA (the league's player schema), and says so under PA", async () => {
    const { user, sent } = renderRoute('/players/42/editar', { user: ADMIN });
    const pa = await screen.findByRole('textbox', { name: 'PA' });
    await user.clear(pa);
    await user.type(pa, '100');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText(CORE_MSG.paBelowCa)).toHaveAttribute('role', 'alert');
    expect(saved(sent)).toEqual([]);
  });

  it("sends the player's fields and shows the server's field error under its field", async () => {
    server.use(http.put('/api/players/42', () => answer({ message: MSG.validationFailed, errors: { value: [MSG.moneyTooLarge] } }, 422)));
    const { user, sent } = renderRoute('/players/42/editar', { user: ADMIN });
    await screen.findByRole('textbox', { name: 'PA' });
    await user.click(screen.getByRole('button', { name: 'Guardar' }));

    expect(await screen.findByText(MSG.moneyTooLarge)).toHaveAttribute('role', 'alert');
    expect(saved(sent)).toHaveLength(1);
    expect(saved(sent)[0]).toMatchObject({ method: 'PUT', body: { name: 'Lionel Prueba', id_team: 3, age: 25, ca: 120, pa: 150, value: 10_000_000 } });
  });
});
