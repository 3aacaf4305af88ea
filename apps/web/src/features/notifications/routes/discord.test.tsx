import { DEFAULT_REMINDER_LEADS, DISCORD_MSG, MSG, NOTIFY_SCREEN, paths } from '@superliga/league';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { answer, renderRoute, type SentRequest } from '../../../test/render-route';
import { server } from '../../../test/server';

const linked = (sent: SentRequest[]) => sent.filter((r) => r.path === '/api/discord/link');

beforeEach(() => {
  server.use(
    http.get('/api/notifications', () => answer({ data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 }, unread: 0 })),
    http.get('/api/notifications/preferences', () => answer({})),
    http.get('/api/push/key', () => answer({ public_key: 'x' })),
    http.get('/api/discord/link', () => answer({ discord_id: null })),
    http.get('/api/calendar/token', () => answer({ active: false, created_at: null })),
    http.get('/api/notifications/reminders', () => answer(DEFAULT_REMINDER_LEADS)),
  );
});

async function discordCard() {
  const title = await screen.findByRole('heading', { name: NOTIFY_SCREEN.discordTitle });
  return within(title.closest('.mantine-Card-root') as HTMLElement);
}

describe('Discord (/notificaciones)', () => {
  it("does not save an id that is not Discord's (the league's Discord schema), and says so under the field", async () => {
    const { user, sent } = renderRoute(paths.notificaciones);
    const card = await discordCard();
    await user.type(card.getByRole('textbox', { name: NOTIFY_SCREEN.discordIdLabel }), '123');
    await user.click(card.getByRole('button', { name: NOTIFY_SCREEN.save }));

    expect(await card.findByText(DISCORD_MSG.discordIdInvalid)).toHaveAttribute('role', 'alert');
    expect(linked(sent)).toEqual([]);
  });

  it("sends the id and shows the server's field error under it", async () => {
    server.use(http.put('/api/discord/link', () => answer({ message: MSG.validationFailed, errors: { discord_id: [DISCORD_MSG.discordIdInvalid] } }, 422)));
    const { user, sent } = renderRoute(paths.notificaciones);
    const card = await discordCard();
    await user.type(card.getByRole('textbox', { name: NOTIFY_SCREEN.discordIdLabel }), '123456789012345678');
    await user.click(card.getByRole('button', { name: NOTIFY_SCREEN.save }));

    expect(await card.findByText(DISCORD_MSG.discordIdInvalid)).toHaveAttribute('role', 'alert');
    expect(linked(sent)).toEqual([expect.objectContaining({ method: 'PUT', body: { discord_id: '123456789012345678' } })]);
  });
});
