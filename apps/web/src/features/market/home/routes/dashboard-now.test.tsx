import { COMMON_SCREEN, HOME_MSG, paths, type NowItem } from '@superliga/league';
import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { inHours, seasonHandlers } from '../../../../test/fixtures';
import { answer, MANAGER, renderRoute } from '../../../../test/render-route';
import { server } from '../../../../test/server';

/** The home's "Ahora" (docs/decisions/034-what-needs-you-now.md): a card per item, its time, countdown and button. */

const OUTBID: NowItem = {
  kind: 'auction.outbid',
  key: 'auction.outbid:5',
  title: HOME_MSG.outbidTitle('Lionel Prueba'),
  detail: HOME_MSG.outbidDetail,
  amount: 8_000_000,
  deadline: inHours(3),
  starts_at: null,
  link: paths.auctionBid(42, 5),
  action: HOME_MSG.actions.bid,
};
const TRANSFER: NowItem = {
  kind: 'transfer.to_confirm',
  key: 'transfer.to_confirm:9',
  title: HOME_MSG.transferTitle('Manager Ocho'),
  detail: 'Pedro Gómez',
  amount: 20_000_000,
  deadline: null,
  starts_at: null,
  link: paths.pendingTransfer(9),
  action: HOME_MSG.actions.confirm,
};

const summary = { spent: 0, available: 50_000_000, committed: 0 };
let items: NowItem[];
beforeEach(() => {
  items = [TRANSFER, OUTBID];
  server.use(
    ...seasonHandlers(),
    http.get('/api/ledger/summary', () => answer(summary)),
    http.get('/api/me/now', () => answer({ data: items })),
  );
});

describe('The home (/dashboard): "Ahora"', () => {
  it('shows one card per item with its amount, exact time, a live countdown and its button to where the action is', async () => {
    renderRoute(paths.dashboard);
    const outbid = await screen.findByTestId(`now-${OUTBID.key}`);
    expect(within(outbid).getByText(OUTBID.title)).toBeInTheDocument();
    // formatPesos: the sign never wraps apart from its amount.
    expect(within(outbid).getByTestId('now-amount').textContent).toBe('$\u00a08.000.000');
    expect(within(outbid).getByText(new RegExp(`^${HOME_MSG.deadlineLabel} \\d{2}-\\d{2}-\\d{4} \\d{2}:\\d{2}:\\d{2}$`))).toBeInTheDocument();
    // The countdown runs once the server's clock has answered (a blank line of its height until then).
    expect(await within(outbid).findByLabelText(/^Faltan 0 días, 2 horas/)).toBeInTheDocument();
    expect(within(outbid).getByRole('link', { name: HOME_MSG.actions.bid })).toHaveAttribute('href', paths.auctionBid(42, 5));

    const transfer = screen.getByTestId(`now-${TRANSFER.key}`);
    expect(within(transfer).getByRole('link', { name: HOME_MSG.actions.confirm })).toHaveAttribute('href', paths.pendingTransfer(9));
    // No deadline: no time and no countdown.
    expect(within(transfer).queryByText(new RegExp(HOME_MSG.deadlineLabel))).toBeNull();
    // In the server's order (the most urgent first).
    expect(
      screen
        .getAllByTestId(/^now-/)
        .filter((e) => e.dataset.testid !== 'now-amount')
        .map((e) => e.dataset.testid),
    ).toEqual([`now-${TRANSFER.key}`, `now-${OUTBID.key}`]);
  });

  it('keeps its card and title while its list loads, and draws nothing under it until then: the figures are not pushed down when it arrives', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(http.get('/api/me/now', async () => (await held, answer({ data: items }))));
    renderRoute(paths.dashboard);
    const section = await screen.findByRole('region', { name: HOME_MSG.sectionTitle });
    expect(within(section).getByRole('status')).toBeInTheDocument();
    // The ledger's answer is in; the figures still wait for "Ahora".
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText(COMMON_SCREEN.presupuesto)).toBeNull();
    expect(screen.queryByTestId('profits')).toBeNull();
    release();
    expect(await within(section).findByTestId(`now-${OUTBID.key}`)).toBeInTheDocument();
    expect(screen.getByTestId('profits').textContent).toBe('$\u00a050.000.000');
  });

  it('a failed "Ahora" says so and the figures are drawn all the same', async () => {
    server.use(http.get('/api/me/now', () => answer({ message: 'x' }, 500)));
    renderRoute(paths.dashboard);
    expect(await screen.findByText(HOME_MSG.loadError)).toBeInTheDocument();
    expect(await screen.findByTestId('profits')).toBeInTheDocument();
  });

  it('says so when nothing needs him', async () => {
    items = [];
    renderRoute(paths.dashboard);
    expect(await screen.findByText(HOME_MSG.empty)).toBeInTheDocument();
  });

  it('says so when the list cannot be read', async () => {
    server.use(http.get('/api/me/now', () => answer({ message: 'x' }, 500)));
    renderRoute(paths.dashboard);
    expect(await screen.findByRole('alert')).toHaveTextContent(HOME_MSG.loadError);
  });

  it('is not drawn for a visitante (nothing of his to act on)', async () => {
    renderRoute(paths.dashboard, { user: { ...MANAGER, rol: 'visitante', team: null } });
    expect(await screen.findByText('Sin equipo')).toBeInTheDocument();
    expect(screen.queryByText(HOME_MSG.sectionTitle)).toBeNull();
  });

  it('shows staff without a team the results waiting for them, and says so when there are none', async () => {
    const ORGANIZER = { ...MANAGER, rol: 'Organizador' as const, team: null };
    const DISPUTE: NowItem = {
      kind: 'match.to_rule',
      key: 'match.to_rule:15',
      title: HOME_MSG.matchToRuleTitle('Club Siete', 'Club Ocho'),
      detail: HOME_MSG.matchToRuleDetail('Fecha 2', 'Primera División 57'),
      amount: null,
      deadline: null,
      starts_at: null,
      link: paths.match(15),
      action: HOME_MSG.actions.rule,
    };
    items = [DISPUTE];
    const view = renderRoute(paths.dashboard, { user: ORGANIZER });
    const card = await screen.findByTestId(`now-${DISPUTE.key}`);
    expect(within(card).getByText(DISPUTE.title)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: HOME_MSG.actions.rule })).toHaveAttribute('href', paths.match(15));
    view.unmount();

    items = [];
    renderRoute(paths.dashboard, { user: ORGANIZER });
    expect(await screen.findByText(HOME_MSG.emptyStaff)).toBeInTheDocument();
  });

  it("shows the Admin an ended auction's winner to confirm, with the winning bid, and his own empty text", async () => {
    const ADMIN = { ...MANAGER, rol: 'Admin' as const, team: null };
    const ENDED: NowItem = {
      kind: 'auction.to_confirm',
      key: 'auction.to_confirm:5',
      title: HOME_MSG.auctionToConfirmTitle('Lionel Prueba'),
      detail: HOME_MSG.auctionToConfirmDetail('Manager Ocho', 'Club Ocho'),
      amount: 12_000_000,
      deadline: null,
      starts_at: null,
      link: paths.playerAuctions(42),
      action: HOME_MSG.actions.confirmWinner,
    };
    items = [ENDED];
    const view = renderRoute(paths.dashboard, { user: ADMIN });
    const card = await screen.findByTestId(`now-${ENDED.key}`);
    expect(within(card).getByText(ENDED.title)).toBeInTheDocument();
    expect(within(card).getByText(ENDED.detail)).toBeInTheDocument();
    expect(within(card).getByText(HOME_MSG.amountLabel['auction.to_confirm'], { exact: false })).toBeInTheDocument();
    expect(within(card).getByTestId('now-amount').textContent).toBe('$\u00a012.000.000');
    expect(within(card).getByRole('link', { name: HOME_MSG.actions.confirmWinner })).toHaveAttribute('href', paths.playerAuctions(42));
    view.unmount();

    items = [];
    renderRoute(paths.dashboard, { user: ADMIN });
    expect(await screen.findByText(HOME_MSG.emptyAdmin)).toBeInTheDocument();
  });
});
