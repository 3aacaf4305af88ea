import { DEFAULT_FREE_AGENT_TEAM_ID, DEFAULT_SEASON_ID, searchKey, type PlayerStatus } from '@superliga/league';
import type { Db, Tx } from '../client';
import { ledgerEntries, players, seasons, settings, teams, users } from '../schema';
import { hashPassword } from '../../features/accounts/accounts.service';
import { SETTING_KEYS } from '../../features/settings/settings.service';
import { resetSequence } from '../../features/settings/settings.service';
import { FIRST_NAMES, LAST_NAMES, MANAGER_NAMES, OUTSIDE_TEAMS, PRIMERA_TEAMS, SEGUNDA_TEAMS } from './names';
import { seededRandom, type Random } from './random';
import { demoExtras } from './demo-extras';

export const DEMO_PASSWORD = 'superliga';
export const DEMO_ACCOUNTS = [
  { email: 'admin@superliga.local', rol: 'Admin', name: 'Admin de la Liga' },
  { email: 'organizador@superliga.local', rol: 'Organizador', name: 'Organizador de la Liga' },
  { email: 'manager1@superliga.local', rol: 'Manager Primera', name: MANAGER_NAMES[0]!, team: PRIMERA_TEAMS[0] },
  { email: 'manager2@superliga.local', rol: 'Manager Primera', name: MANAGER_NAMES[1]!, team: PRIMERA_TEAMS[1] },
  { email: 'manager15@superliga.local', rol: 'Manager Segunda', name: MANAGER_NAMES[14]!, team: SEGUNDA_TEAMS[0] },
  { email: 'espera@superliga.local', rol: 'En lista de espera', name: 'Hernán Espera' },
  { email: 'visitante@superliga.local', rol: 'visitante', name: 'Vicente Visitante' },
] as const;

const PRIMERA_BUDGET = 150_000_000;
const SEGUNDA_BUDGET = 90_000_000;

/** A market value that grows with ability and potential and falls with age, rounded to 50,000. */
export function demoPlayerValue(ca: number, pa: number, age: number) {
  const ability = Math.max(0, ca - 60) ** 2.2 * 900;
  const promise = age <= 23 ? Math.max(0, pa - ca) * 120_000 : 0;
  const ageFactor = age <= 29 ? 1 : Math.max(0.25, 1 - (age - 29) * 0.12);
  return Math.max(100_000, Math.round(((ability + promise) * ageFactor) / 50_000) * 50_000);
}

function makePlayer(rnd: Random, teamId: number, level: number, status: PlayerStatus, usedNames: Set<string>) {
  let name: string;
  do name = `${rnd.pick(FIRST_NAMES)} ${rnd.pick(LAST_NAMES)}`;
  while (usedNames.has(name) && usedNames.size < FIRST_NAMES.length * LAST_NAMES.length - 1);
  usedNames.add(name);
  const age = rnd.int(16, 35);
  const ca = Math.min(195, Math.max(60, level + rnd.int(-25, 20) - (age < 20 ? 25 : 0)));
  const pa = Math.min(200, ca + (age < 24 ? rnd.int(5, 40) : rnd.int(0, 8)));
  return { name, searchName: searchKey(name), teamId, status, value: demoPlayerValue(ca, pa, age), ca, pa, age };
}

function squadStatus(rnd: Random, index: number): PlayerStatus {
  if (index < 2) return 'bloqueado';
  const r = rnd.next();
  return r < 0.06 ? 'restringido' : 'registrado';
}

async function insertPlayers(tx: Tx, rnd: Random) {
  const used = new Set<string>();
  const rows: ReturnType<typeof makePlayer>[] = [];
  PRIMERA_TEAMS.forEach((_, i) => {
    for (let k = 0; k < 26; k++) rows.push(makePlayer(rnd, i + 1, 158, squadStatus(rnd, k), used));
  });
  SEGUNDA_TEAMS.forEach((_, i) => {
    for (let k = 0; k < 26; k++) rows.push(makePlayer(rnd, i + 15, 150, squadStatus(rnd, k), used));
  });
  OUTSIDE_TEAMS.forEach((_, i) => {
    for (let k = 0; k < 22; k++) rows.push(makePlayer(rnd, i + 41, 125, 'registrado', used));
  });
  for (let k = 0; k < 45; k++) rows.push(makePlayer(rnd, DEFAULT_FREE_AGENT_TEAM_ID, 115, 'liberado', used));
  for (let i = 0; i < rows.length; i += 400) await tx.insert(players).values(rows.slice(i, i + 400));
  return rows.length;
}

/** Loads the deterministic demo league; the current season (57) started two days before `now`. */
export async function loadDemoLeague(db: Db, now: Date) {
  const rnd = seededRandom(57);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const day = 86_400_000;
  await db.transaction(async (tx) => {
    await tx.insert(seasons).values([
      { id: 56, name: 'Temporada 56', startDate: new Date(now.getTime() - 200 * day), endDate: new Date(now.getTime() - 20 * day), active: false },
      { id: DEFAULT_SEASON_ID, name: 'Temporada 57', startDate: new Date(now.getTime() - 2 * day), active: true },
    ]);

    const userRows: (typeof users.$inferInsert)[] = [
      { id: 1, name: 'Admin de la Liga', email: 'admin@superliga.local', rol: 'Admin', passwordHash, profits: 0 },
      { id: 2, name: 'Organizador de la Liga', email: 'organizador@superliga.local', rol: 'Organizador', passwordHash, profits: 0 },
    ];
    MANAGER_NAMES.forEach((name, i) => {
      userRows.push({
        id: i + 3,
        name,
        email: `manager${i + 1}@superliga.local`,
        rol: i < 14 ? 'Manager Primera' : 'Manager Segunda',
        passwordHash,
        profits: i < 14 ? PRIMERA_BUDGET : SEGUNDA_BUDGET,
      });
    });
    userRows.push({ id: 31, name: 'Hernán Espera', email: 'espera@superliga.local', rol: 'En lista de espera', passwordHash, profits: 0 });
    userRows.push({ id: 32, name: 'Vicente Visitante', email: 'visitante@superliga.local', rol: 'visitante', passwordHash, profits: 0 });
    await tx.insert(users).values(userRows);
    await tx.insert(ledgerEntries).values(
      userRows
        .filter((u) => (u.profits ?? 0) > 0)
        .map((u) => ({
          userId: u.id!,
          amount: u.profits!,
          balanceAfter: u.profits!,
          kind: 'initial',
          description: 'Presupuesto inicial',
          seasonId: DEFAULT_SEASON_ID,
          actorId: 1,
        })),
    );

    await tx
      .insert(teams)
      .values([
        ...PRIMERA_TEAMS.map((name, i) => ({ id: i + 1, name, division: 'Primera', userId: i + 3 })),
        ...SEGUNDA_TEAMS.map((name, i) => ({ id: i + 15, name, division: 'Segunda', userId: i + 17 })),
        ...OUTSIDE_TEAMS.map((name, i) => ({ id: i + 41, name, division: null })),
        { id: DEFAULT_FREE_AGENT_TEAM_ID, name: 'Agentes libres', division: null },
      ]);
    await tx.insert(settings).values({ key: SETTING_KEYS.freeAgentTeamId, value: String(DEFAULT_FREE_AGENT_TEAM_ID) });
    await insertPlayers(tx, rnd);
    for (const table of ['seasons', 'users', 'teams']) await resetSequence(tx, table);
    for (const extra of demoExtras) await extra(tx, { now, rnd, seasonId: DEFAULT_SEASON_ID });
  });
  return true;
}
