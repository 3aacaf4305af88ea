import { expect, test, type Page } from '@playwright/test';
import { paymentDialog } from './support/once';
import { ACCOUNTS, DEMO_PASSWORD, loginAs } from './support/session';

// What users hit, mended (decision 027). Demo accounts of this spec (other specs use others):
// manager5 and manager6 (Primera), the organizador, the Admin and the visitante.
const MANAGER5 = 'manager5@superliga.local';
const MANAGER6 = 'manager6@superliga.local';

async function tokenOf(page: Page, email: string): Promise<string> {
  const res = await page.request.post('/api/login', { data: { email, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return (await res.json()).token;
}

async function call(page: Page, token: string, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown) {
  const res = await page.request.fetch(`/api${path}`, { method, data, headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
  return res.json();
}

/** DD-MM-YYYY HH:mm:ss (000 §9) of an instant in a time zone, computed here independently of the app. */
function inZone(iso: string, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.day}-${parts.month}-${parts.year} ${parts.hour}:${parts.minute}:${parts.second}`;
}

test.describe('what users hit (decision 027)', () => {
  test('a match bet settled as won is no longer offered', async ({ page }) => {
    const match = `Cerrada E2E ${Date.now()} vs Visitante`;
    const organizer = await tokenOf(page, ACCOUNTS.organizador);
    const bet = await call(page, organizer, 'POST', '/bets', { match, home_odd: '2.00', away_odd: '3.00', draw_odd: '3.10', under: '1.90', over: '1,5' });
    const manager = await tokenOf(page, MANAGER5);
    await call(page, manager, 'POST', '/apuesta/jugador', { id_bet: bet.id, amount: 1_000_000, selected_option: 'Home' });
    const admin = await tokenOf(page, ACCOUNTS.admin);
    const pending = await call(page, admin, 'GET', '/bet_user');
    const mine = pending.data.find((b: { id_bet: number | null }) => b.id_bet === bet.id);
    await call(page, admin, 'PUT', `/apuesta/usuario/${mine.id}/${mine.id_user}`, { result: 'won' });
    const open = `Abierta E2E ${Date.now()} vs Visitante`;
    await call(page, organizer, 'POST', '/bets', { match: open, home_odd: '2.00', away_odd: '3.00', draw_odd: '3.10', under: '1.90', over: '1.80' });

    await loginAs(page, MANAGER6);
    await page.goto('/apuestas');
    await expect(page.getByRole('heading', { name: 'Apuestas de partidos' })).toBeVisible();
    await expect(page.getByRole('link', { name: `Apostar en ${open}` })).toBeVisible();
    await expect(page.getByRole('link', { name: `Apostar en ${match}` })).toHaveCount(0);
    await page.goto(`/apuestas/${bet.id}`);
    await expect(page.getByRole('heading', { name: match })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Apostar' })).toBeDisabled();
  });

  test('the stake can be typed exactly, with thousands separators, and is taken exactly', async ({ page }) => {
    const organizer = await tokenOf(page, ACCOUNTS.organizador);
    const match = `Exacta E2E ${Date.now()} vs Visitante`;
    const bet = await call(page, organizer, 'POST', '/bets', { match, home_odd: '2.00', away_odd: '3.00', draw_odd: '3.10', under: '1.90', over: '1,5' });
    expect(bet.over).toBe('1.50');
    const manager = await tokenOf(page, MANAGER6);
    const before = (await call(page, manager, 'GET', '/user')).profits;
    await loginAs(page, MANAGER6);
    await page.goto(`/apuestas/${bet.id}`);
    const input = page.getByRole('textbox', { name: 'Monto exacto' });
    await input.fill('1234567');
    await expect(input).toHaveValue('$ 1.234.567');
    await expect(page.getByText('Monto: $ 1.234.567')).toBeVisible();
    await page.getByRole('radio', { name: /^Más/ }).check();
    await expect(page.getByTestId('potential-payout')).toHaveText('$ 1.851.851');
    await page.getByRole('button', { name: 'Apostar', exact: true }).click();
    // Placing a stake asks first, like every paying action (docs/decisions/027-the-phone-app.md).
    const ask = await paymentDialog(page, 'Confirmar la apuesta', 'Pagás $ 1.234.567 ahora');
    await ask.getByRole('button', { name: 'Apostar', exact: true }).click();
    await expect(page.getByText('Apuesta agregada correctamente')).toBeVisible();
    expect((await call(page, manager, 'GET', '/user')).profits).toBe(before - 1_234_567);
  });

  test('prize amounts show thousands separators as they are typed', async ({ page }) => {
    await loginAs(page, ACCOUNTS.admin);
    await page.goto('/premios');
    const amount = page.getByRole('textbox', { name: 'Monto (premio 1)' });
    await amount.fill('5000000');
    await expect(amount).toHaveValue('$ 5.000.000');
  });

  test('bets and the ledger speak Spanish, and a movement says its concept once', async ({ page }) => {
    const organizer = await tokenOf(page, ACCOUNTS.organizador);
    const match = `Etiquetas E2E ${Date.now()} vs Visitante`;
    const bet = await call(page, organizer, 'POST', '/bets', { match, home_odd: '2.00', away_odd: '3.00', draw_odd: '3.10', under: '1.90', over: '1.80' });
    const manager = await tokenOf(page, MANAGER5);
    await call(page, manager, 'POST', '/apuesta/jugador', { id_bet: bet.id, amount: 1_000_000, selected_option: 'Under' });

    await loginAs(page, MANAGER5);
    await page.goto('/apuestas');
    await expect(page.getByRole('columnheader', { name: 'Más', exact: true }).first()).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Menos', exact: true }).first()).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Menos', exact: true }).first()).toBeVisible(); // my bet's option
    await page.goto(`/apuestas/${bet.id}`);
    for (const label of ['Local', 'Visitante', 'Empate', 'Más', 'Menos'])
      await expect(page.getByRole('radio', { name: new RegExp(`^${label} \\(`) })).toBeVisible();
    await expect(page.getByText(/\b(Home|Away|Draw|Over|Under)\b/)).toHaveCount(0);

    await page.goto('/movimientos');
    const concept = `Apuesta: ${match} (Menos)`;
    await expect(page.getByRole('cell', { name: concept, exact: true })).toHaveCount(1);
    await expect(page.getByText(concept)).toHaveCount(1);
    await expect(page.getByText(/\b(Home|Away|Draw|Over|Under)\b/)).toHaveCount(0);
  });

  test('a direct red shows as a red on the team page, and loading the suspended player warns', async ({ page }) => {
    const organizer = await tokenOf(page, ACCOUNTS.organizador);
    const seasons = await call(page, organizer, 'GET', '/season');
    const season = seasons.data.find((x: { current?: boolean }) => x.current) ?? seasons.data[0];
    const teams = (await call(page, organizer, 'GET', '/teams?all=true')).data.filter((x: { division: string | null }) => x.division === 'Segunda');
    const [home, away] = teams.slice(-2);
    const name = `Copa Roja E2E ${Date.now() % 100000}`;
    const tournament = await call(page, organizer, 'POST', '/tournaments', {
      name,
      start_date: '2026-08-01',
      end_date: '2027-05-30',
      season_id: season.id,
      type: 'SD',
    });
    const match = (stage: number) =>
      call(page, organizer, 'POST', '/matches', {
        team_home_id: home.id,
        team_away_id: away.id,
        tournament_id: tournament.id,
        score_home: 0,
        score_away: 0,
        stage,
      });
    const first = await match(1);
    const squad = (await call(page, organizer, 'GET', `/players-teams?id_team=${home.id},${away.id}`)).data;
    const sent = squad.find((p: { id_team: { id: number } }) => p.id_team.id === home.id);
    const zero = { goals: 0, assists: 0, yellow_cards: 0, red_cards: 0, simple_injuries: 0, serious_injuries: 0, mvp: 0, user_id: null };
    await call(page, organizer, 'POST', '/match-statistics', {
      statistics: [{ ...zero, match_id: first.id, tournament_id: tournament.id, player_id: sent.id, direct_red: 1 }],
    });
    const second = await match(2);

    await loginAs(page, ACCOUNTS.organizador);
    await page.goto(`/estadisticas/${home.id}`);
    const section = page.getByRole('region', { name });
    await expect(section.getByText(`${sent.name}: Roja directa (2 fechas)`)).toBeVisible();
    const row = section.getByRole('row', { name: new RegExp(sent.name) });
    await expect(row.getByRole('cell').nth(6)).toHaveText('1'); // ROJAS

    await page.goto(`/partidos/${second.id}`);
    await page.getByRole('checkbox', { name: `Jugó ${sent.name}` }).check();
    await expect(page.getByTestId('suspension-warnings')).toContainText(`${sent.name} estaba suspendido para este partido (Roja directa).`);

    // Meanwhile somebody else saved this match: the refusal reads after its prefix, not glued to it.
    await call(page, organizer, 'POST', '/match-statistics', {
      statistics: [{ ...zero, match_id: second.id, tournament_id: tournament.id, player_id: sent.id, direct_red: 0 }],
    });
    await page.getByRole('button', { name: 'Guardar estadísticas' }).click();
    await expect(
      page.getByText('Error al guardar estadísticas: El partido ya tiene estadísticas cargadas. Un Admin debe habilitarlo para editar.', { exact: true }),
    ).toBeVisible();
  });

  test('users who cannot bid get no bid form, and nobody gets links to screens they cannot use', async ({ page }) => {
    const manager = await tokenOf(page, MANAGER6);
    const outside = new Set(
      (await call(page, manager, 'GET', '/teams?all=true')).data.filter((x: { division: string | null }) => !x.division).map((x: { id: number }) => x.id),
    );
    const players = (await call(page, manager, 'GET', '/players?all=true')).data.filter(
      (p: { id_team: { id: number } | null }) => p.id_team && outside.has(p.id_team.id),
    );
    const player = players.at(-1);
    await call(page, manager, 'POST', '/auctions', { id_player: player.id, amount: Math.max(player.value, 1_000_000) });

    const nav = page.getByRole('navigation', { name: 'Menú principal' });
    const market = [
      'Crear subasta',
      'Ejecutar cláusula',
      'Transferir',
      'Crear apuesta',
      'Cargar torneo',
      'Confirmar apuestas',
      'Premios',
      'Temporadas',
      'Ofertas confirmadas',
    ];
    await loginAs(page, ACCOUNTS.visitante);
    await expect(nav.getByRole('link', { name: 'Subastas' })).toBeVisible();
    for (const label of market) await expect(nav.getByRole('link', { name: label, exact: true })).toHaveCount(0);
    await page.goto('/subastas');
    await expect(page.getByRole('link', { name: `Ver subasta de ${player.name}` })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Ofertar por / })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Crear subasta' })).toHaveCount(0);
    await page.goto(`/subastas/${player.id}`);
    await expect(page.getByTestId('last-bid').first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nueva oferta' })).toHaveCount(0);
    await page.goto('/offers');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Nueva oferta' })).toHaveCount(0);

    // The Admin has no team: the staff links, a transfer, but no bid, auction or clause.
    await page.getByRole('link', { name: 'Logout' }).click();
    await loginAs(page, ACCOUNTS.admin);
    for (const label of ['Transferir', 'Crear apuesta', 'Cargar torneo', 'Premios'])
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    for (const label of ['Crear subasta', 'Ejecutar cláusula']) await expect(nav.getByRole('link', { name: label, exact: true })).toHaveCount(0);
    await page.goto(`/subastas/${player.id}`);
    await expect(page.getByTestId('last-bid').first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Nueva oferta' })).toHaveCount(0);

    // A manager with a team still bids.
    await page.getByRole('link', { name: 'Logout' }).click();
    await loginAs(page, MANAGER5);
    await page.goto(`/subastas/${player.id}`);
    await expect(page.getByRole('textbox', { name: 'Nueva oferta' }).first()).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Crear subasta', exact: true })).toBeVisible();
  });

  test("dates are shown in the league's time zone as the server states it", async ({ page }) => {
    // The server under test runs with the default zone; this one answers another, as a league in Tokyo would.
    await page.route('**/api/settings', async (route) => {
      const res = await route.fetch();
      await route.fulfill({ response: res, json: { ...(await res.json()), time_zone: 'Asia/Tokyo' } });
    });
    const token = await tokenOf(page, MANAGER5);
    const me = await call(page, token, 'GET', '/user');
    const [latest] = (await call(page, token, 'GET', `/users/${me.id}/movimientos?page=1`)).data;
    const tokyo = inZone(latest.created_at, 'Asia/Tokyo');
    expect(tokyo).not.toBe(inZone(latest.created_at, 'America/Argentina/Buenos_Aires'));
    await loginAs(page, MANAGER5);
    await page.goto('/movimientos');
    await expect(page.getByRole('cell', { name: tokyo, exact: true }).first()).toBeVisible();
    await expect(page.getByRole('cell', { name: inZone(latest.created_at, 'America/Argentina/Buenos_Aires'), exact: true })).toHaveCount(0);
  });

  test('the transfer form keeps its draft across a reload, for its user only', async ({ page }) => {
    const buyer = await call(page, await tokenOf(page, MANAGER6), 'GET', '/user');
    await loginAs(page, MANAGER5);
    await page.goto('/transfer');
    await page.getByRole('combobox', { name: 'Equipo destino', exact: true }).click();
    await page
      .getByRole('option', { name: new RegExp(buyer.team.name) })
      .first()
      .click();
    await page.getByRole('combobox', { name: 'Jugador', exact: true }).click();
    const option = page.getByRole('option').first();
    const playerName = (await option.innerText()).split(' · ')[0]!.trim();
    await option.click();
    await page.getByRole('button', { name: 'Agregar jugador' }).click();
    await page.getByRole('textbox', { name: 'Valor de la transferencia' }).fill('7000000');
    await expect(page.getByRole('listitem').filter({ hasText: playerName })).toBeVisible();

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Equipo destino', exact: true })).toHaveValue(new RegExp(buyer.team.name));
    await expect(page.getByRole('listitem').filter({ hasText: playerName })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Valor de la transferencia' })).toHaveValue('$ 7.000.000');

    // Another user in the same tab starts from an empty form.
    await page.getByRole('link', { name: 'Logout' }).click();
    await loginAs(page, MANAGER6);
    await page.goto('/transfer');
    await expect(page.getByRole('heading', { name: 'Transferir' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Equipo destino', exact: true })).toHaveValue('');
    await expect(page.getByText('Todavía no agregaste jugadores.')).toBeVisible();

    // Cancelling empties the draft: a reload shows the form empty.
    await page.getByRole('link', { name: 'Logout' }).click();
    await loginAs(page, MANAGER5);
    await page.goto('/transfer');
    await expect(page.getByRole('listitem').filter({ hasText: playerName })).toBeVisible();
    await page.getByRole('button', { name: 'Cancelar transferencia' }).click();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Transferir' })).toBeVisible();
    await expect(page.getByText('Todavía no agregaste jugadores.')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Equipo destino', exact: true })).toHaveValue('');
  });
});
