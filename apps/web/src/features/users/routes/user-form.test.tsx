import { MSG, paths, type User } from '@superliga/league';
import { screen } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, MANAGER, renderRoute, type SentRequest } from '../../../test/render-route';
import { server } from '../../../test/server';

const ADMIN: User = { ...MANAGER, id: 1, name: 'Admin Uno', rol: 'Admin', team: null };
const created = (sent: SentRequest[]) => sent.filter((r) => r.path === '/api/users');

describe('Nuevo usuario (/users/new)', () => {
  it("does not send what the league's schema refuses, and says why under each field", async () => {
    const { user, sent } = renderRoute(paths.newUser, { user: ADMIN });
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'no-es-un-email');
    await user.type(screen.getByLabelText(/^Contraseña/), 'corta');
    await user.click(screen.getByRole('button', { name: 'Crear usuario' }));

    expect(await screen.findByText(MSG.nameRequired)).toHaveAttribute('role', 'alert');
    expect(screen.getByText(MSG.emailInvalid)).toHaveAttribute('role', 'alert');
    expect(screen.getByText(MSG.passwordTooShort)).toHaveAttribute('role', 'alert');
    expect(screen.getByText(MSG.passwordMismatch)).toHaveAttribute('role', 'alert');
    expect(created(sent)).toEqual([]);
  });

  it("sends the schema's body once and shows the server's field error under its field", async () => {
    server.use(http.post('/api/users', () => answer({ message: MSG.validationFailed, errors: { email: [MSG.emailTaken] } }, 422)));
    const { user, sent } = renderRoute(paths.newUser, { user: ADMIN });
    await user.type(await screen.findByRole('textbox', { name: 'Nombre' }), 'Nuevo Manager');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'Nuevo@Liga.test');
    await user.type(screen.getByLabelText(/^Contraseña/), 'una-clave-larga-9');
    await user.type(screen.getByLabelText(/^Confirmá la contraseña/), 'una-clave-larga-9');
    await user.click(screen.getByRole('button', { name: 'Crear usuario' }));

    expect(await screen.findByText(MSG.emailTaken)).toHaveAttribute('role', 'alert');
    expect(created(sent)).toHaveLength(1);
    expect(created(sent)[0]).toMatchObject({
      method: 'POST',
      body: { name: 'Nuevo Manager', email: 'nuevo@liga.test', rol: 'visitante', profits: 0, password: 'una-clave-larga-9' },
    });
    expect(created(sent)[0]!.idempotencyKey).toMatch(/^[0-9a-f]{32}$/);
  });
});
