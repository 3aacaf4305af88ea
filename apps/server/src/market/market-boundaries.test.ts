import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The market's single homes (docs/conventions.md, "The market"; decisions 042 and 043), checked on
 * the server's source (tests aside) so that a second writer fails here rather than in a review.
 */
const root = join(import.meta.dirname, '..');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
const files = sources(root).map((path) => ({ file: relative(root, path), text: readFileSync(path, 'utf8') }));
const where = (pattern: RegExp) =>
  files
    .filter((f) => pattern.test(f.text))
    .map((f) => f.file)
    .sort();

/** The bulk loaders that insert fresh rows whole (docs/conventions.md): they write no existing row. */
const BULK_LOADERS = ['db/seed/demo.ts', 'db/seed/large.ts', 'features/legacy-import/legacy-import.repository.ts'];

describe('the market keeps one home for each write', () => {
  it('reads the whole server source', () => {
    // A wrong root would make every check below pass on nothing.
    expect(files.length).toBeGreaterThan(200);
    expect(files.map((f) => f.file)).toContain('market/squad.ts');
  });

  it("a player's team or status is changed only in market/squad.ts", () => {
    expect(where(/\.update\(\s*(schema\.)?players\s*\)|update\s+players\b/i)).toEqual(['market/squad.ts']);
    expect(where(/\.insert\(\s*(schema\.)?players\s*\)|insert\s+into\s+players\b/i)).toEqual([...BULK_LOADERS, 'market/squad.ts'].sort());
  });

  it('money moves only in market/money.ts: the budget and its ledger row', () => {
    expect(where(/set\s+profits\s*=|\.set\(\{[^})]*\bprofits\b/)).toEqual(['market/money.ts']);
    expect(where(/\.insert\(\s*(schema\.)?ledgerEntries\s*\)|insert\s+into\s+(ledger_entries|\$\{ledgerEntries\})/i)).toEqual([
      'db/seed/demo.ts',
      'db/seed/large.ts',
      'market/money.ts',
    ]);
  });

  it('no refusal is told apart by its status or its text: by its code', () => {
    expect(where(/statusCode\s*[!=]==|[!=]==\s*[\w.]*statusCode\b/)).toEqual([]);
    expect(where(/\.message\s*[!=]==|[!=]==\s*[\w.]*\.message\b/)).toEqual([]);
  });

  it('no Proxy or AsyncLocalStorage stands between a command and its transaction', () => {
    expect(where(/AsyncLocalStorage|new Proxy\(/)).toEqual([]);
  });

  it('statements batched into one round trip are sent only from market/reads/ (and the bets, outside the market)', () => {
    const batching = where(/\brunTogether\(|\brunInOrder\(/).filter((f) => f !== 'db/batch.ts');
    expect(batching.filter((f) => f.startsWith('market/') && !f.startsWith('market/reads/'))).toEqual([]);
  });
});
