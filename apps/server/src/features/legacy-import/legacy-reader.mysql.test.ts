import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OLD_DUMP } from '../../../test/legacy/old-app-dump';
import { createLegacyDatabase } from '../../../test/legacy/mysql';
import { readLegacyDatabase } from './legacy-reader';

// Needs the MariaDB/MySQL server on 127.0.0.1:3306 (CI starts it; docs/decisions/018-legacy-import.md).
let old: Awaited<ReturnType<typeof createLegacyDatabase>>;
beforeAll(async () => {
  old = await createLegacyDatabase(OLD_DUMP);
});
afterAll(async () => {
  await old?.drop();
});

describe('readLegacyDatabase', () => {
  it('reads every expected column it finds, dates as stored and decimals as text', async () => {
    const { snapshot } = await readLegacyDatabase(old.url);
    expect(snapshot.users).toHaveLength(4);
    expect(snapshot.users![3]).toEqual({
      id: 4,
      name: 'Dani',
      email: 'dani@old.test',
      rol: 'Visitante',
      profits: 5000000,
      costs: null,
      deleted_at: '2025-03-01 10:00:00',
    });
    expect(snapshot.teams![0]).toMatchObject({
      id: 10,
      name: 'Atlético Viejo',
      division: 'Primera',
      id_user: 2,
      title_first_division: 5,
      title_cup: 2,
      title_ucl: null,
    });
    expect(snapshot.games![0]).toMatchObject({ match_date: '2025-01-12', stage: '1' });
    expect(snapshot.prizes![1]).toMatchObject({ amount: '2500000.50' });
    expect(snapshot.transfers!.map((t) => t.confirmed)).toEqual(['si', 'no', 'yes', 'si']);
  });

  it('reports the tables and columns it expected and did not find, and reads the rest', async () => {
    await old.query('ALTER TABLE players DROP COLUMN status; DROP TABLE standings; ALTER TABLE auctions DROP COLUMN to_team_id');
    const { snapshot, missing } = await readLegacyDatabase(old.url);
    expect(missing).toContain('Falta la columna players.status.');
    expect(missing).toContain('Falta la tabla standings.');
    expect(missing).toContain('Falta la columna auctions.to_team_id.');
    expect(snapshot.players![0]).not.toHaveProperty('status');
    expect(snapshot.players).toHaveLength(7);
    expect(snapshot.standings).toBeUndefined();
  });
});
