import { DEADLINE_KIND_LABELS, DEFAULT_REMINDER_LEADS, NOTIFY, NOTIFY_SCREEN, paths, REMINDER_LEAD_LABELS, REMINDER_MSG } from '@superliga/league';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { answer, renderRoute } from '../../../test/render-route';
import { server } from '../../../test/server';

/** The rest of /notificaciones, answered as empty so the reminders card is what the test looks at. */
function answerTheScreen() {
  server.use(
    http.get('/api/notifications', () => answer({ data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 }, unread: 0 })),
    http.get('/api/notifications/preferences', () => answer({})),
    http.get('/api/push/key', () => answer({ public_key: 'x' })),
    http.get('/api/discord/link', () => answer({ discord_id: null })),
    http.get('/api/calendar/token', () => answer({ active: false, created_at: null })),
    http.get('/api/notifications/reminders', () => answer(DEFAULT_REMINDER_LEADS)),
  );
}

async function remindersCard() {
  const title = await screen.findByRole('heading', { name: REMINDER_MSG.cardTitle });
  return within(title.closest('.mantine-Card-root') as HTMLElement);
}

describe('Recordatorios (/notificaciones)', () => {
  it('saves the one kind changed, once, with an Idempotency-Key, and says so', async () => {
    answerTheScreen();
    server.use(http.put('/api/notifications/reminders', () => answer({ ...DEFAULT_REMINDER_LEADS, 'auction.end': '15m', message: REMINDER_MSG.saved })));
    const { user, sent } = renderRoute(paths.notificaciones);
    const card = await remindersCard();
    const auction = await card.findByRole('combobox', { name: DEADLINE_KIND_LABELS['auction.end'] });
    expect(auction).toHaveValue('1h');
    const save = card.getByRole('button', { name: REMINDER_MSG.save });
    expect(save).toBeDisabled();

    await user.selectOptions(auction, REMINDER_LEAD_LABELS['15m']);
    await user.click(save);

    expect(await screen.findByText(REMINDER_MSG.saved)).toBeInTheDocument();
    expect(sent.filter((r) => r.path === '/api/notifications/reminders')).toEqual([
      { method: 'PUT', path: '/api/notifications/reminders', body: { 'auction.end': '15m' }, idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) },
    ]);
    expect(card.getByRole('combobox', { name: DEADLINE_KIND_LABELS['auction.end'] })).toHaveValue('15m');
    expect(card.getByRole('button', { name: REMINDER_MSG.save })).toBeDisabled();
  });

  it('says so when the settings cannot be read', async () => {
    answerTheScreen();
    server.use(http.get('/api/notifications/reminders', () => answer({ message: 'Error' }, 500)));
    renderRoute(paths.notificaciones);
    expect(await screen.findByText(REMINDER_MSG.loadError)).toBeInTheDocument();
  });
});

describe('/notificaciones on a slow answer', () => {
  it('draws the cards only with the list above them, so the list arriving late does not push them down', async () => {
    answerTheScreen();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(
        '/api/notifications',
        async () => (await held, answer({ data: [], meta: { current_page: 1, last_page: 1, per_page: 20, total: 0 }, unread: 0 })),
      ),
    );
    renderRoute(paths.notificaciones);
    const push = await screen.findByText(NOTIFY_SCREEN.pushTitle);
    // The cards' own answers are in; they wait for the list.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(push).not.toBeVisible();
    release();
    await expect.poll(() => screen.getByText(NOTIFY.empty)).toBeVisible();
    await expect.poll(() => screen.getByText(NOTIFY_SCREEN.pushTitle)).toBeVisible();
  });
});
