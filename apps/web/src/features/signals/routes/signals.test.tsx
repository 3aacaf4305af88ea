import { MSG, SIGNALS_MSG, type User } from '@superliga/league';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, MANAGER, renderRoute, type SentRequest } from '../../../test/render-route';
import { server } from '../../../test/server';

const ADMIN: User = { ...MANAGER, id: 1, name: 'Admin Uno', rol: 'Admin', team: null };
const SIGNAL = {
  key: 'transfer:12',
  kind: 'low_price',
  label: 'Precio bajo',
  why: 'Se pagó la mitad del valor.',
  reference: 'transfer:12',
  link: '/traspasos',
  users: [{ id: 7, name: 'Manager Siete' }],
  facts: {},
  review: null,
};
const reviewed = (sent: SentRequest[]) => sent.filter((r) => r.path === '/api/signals/transfer%3A12/review');

beforeEach(() => {
  server.use(http.get('/api/signals', () => answer({ data: [SIGNAL] })));
});

async function openReview(user: ReturnType<typeof renderRoute>['user']) {
  await user.click(await screen.findByRole('button', { name: SIGNALS_MSG.review }));
  return within(await screen.findByRole('dialog'));
}

describe('Señales (/senales)', () => {
  it("does not mark a signal reviewed without a note (the league's review schema): its button stays closed", async () => {
    const { user, sent } = renderRoute('/senales', { user: ADMIN });
    const dialog = await openReview(user);
    await user.type(dialog.getByRole('textbox', { name: SIGNALS_MSG.noteLabel }), '   ');
    const review = dialog.getByRole('button', { name: SIGNALS_MSG.review });
    expect(review).toBeDisabled();
    await user.click(review);

    expect(reviewed(sent)).toEqual([]);
  });

  it("sends the note and shows the server's field error under it", async () => {
    server.use(http.post('/api/signals/:key/review', () => answer({ message: MSG.validationFailed, errors: { note: [SIGNALS_MSG.noteTooLong] } }, 422)));
    const { user, sent } = renderRoute('/senales', { user: ADMIN });
    const dialog = await openReview(user);
    await user.type(dialog.getByRole('textbox', { name: SIGNALS_MSG.noteLabel }), 'Precio acordado entre amigos');
    await user.click(dialog.getByRole('button', { name: SIGNALS_MSG.review }));

    expect(await dialog.findByText(SIGNALS_MSG.noteTooLong)).toHaveAttribute('role', 'alert');
    expect(reviewed(sent)).toEqual([expect.objectContaining({ body: { note: 'Precio acordado entre amigos' } })]);
  });
});
