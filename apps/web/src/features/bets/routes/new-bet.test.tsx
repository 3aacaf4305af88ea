import { MARKET_MSG, paths } from '@superliga/league';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, MANAGER, renderRoute } from '../../../test/render-route';
import { server } from '../../../test/server';

const ADMIN = { ...MANAGER, id: 1, name: 'Admin', rol: 'Admin' as const, team: null };

async function matchForm() {
  return within(await screen.findByRole('form', { name: 'Apuesta de partido' }));
}

describe('Crear apuesta (/apuestas/new)', () => {
  it('does not send a match bet whose odd the schema refuses, and says why under the field', async () => {
    const { user, sent } = renderRoute(paths.newBet, { user: ADMIN });
    const form = await matchForm();
    await user.type(form.getByRole('textbox', { name: 'Partido' }), 'Boca vs River');
    for (const name of ['Cuota local', 'Cuota visitante', 'Cuota empate', 'Cuota menos']) await user.type(form.getByRole('textbox', { name }), '1.50');
    await user.type(form.getByRole('textbox', { name: 'Cuota más' }), 'mucho');
    await user.click(form.getByRole('button', { name: 'Crear apuesta de partido' }));

    expect(await form.findByText(MARKET_MSG.oddFormat)).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Cuota más' })).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it("sends a valid match bet once, with an Idempotency-Key, and shows the server's field error in place", async () => {
    server.use(
      http.post('/api/bets', () => answer({ message: 'El partido ya tiene una apuesta.', errors: { match: ['El partido ya tiene una apuesta.'] } }, 422)),
    );
    const { user, sent } = renderRoute(paths.newBet, { user: ADMIN });
    const form = await matchForm();
    await user.type(form.getByRole('textbox', { name: 'Partido' }), 'Boca vs River');
    for (const name of ['Cuota local', 'Cuota visitante', 'Cuota empate', 'Cuota menos', 'Cuota más'])
      await user.type(form.getByRole('textbox', { name }), '2,5');
    await user.click(form.getByRole('button', { name: 'Crear apuesta de partido' }));

    const error = await form.findByText('El partido ya tiene una apuesta.');
    expect(error).toHaveAttribute('role', 'alert');
    expect(form.getByRole('textbox', { name: 'Partido' })).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/bets', body: { match: 'Boca vs River', home_odd: '2.50', over: '2.50', created_by: 1 } });
    expect(sent[0]!.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
  });

  it('tells a manager that only the Admin and the Organizador create bets, with no form', async () => {
    renderRoute(paths.newBet);
    expect(await screen.findByText('Solo el Admin y el Organizador pueden crear apuestas.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Crear apuesta de partido' })).toBeNull();
  });
});
