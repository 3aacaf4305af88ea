import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readsAsText, screenLiterals } from './test/screen-literals';

// Every Spanish label and message of the screens comes from the league's texts
// (docs/decisions/037-texts-in-one-home.md): a wording changes in one place.
const SRC = join(__dirname);
const sources = (readdirSync(SRC, { recursive: true }) as string[])
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.split(/[\\/]/).includes('test'))
  .map((f) => join(SRC, f));

describe('texts in one home', () => {
  it('no screen carries a text literal: they come from @superliga/league', () => {
    const left = sources.flatMap((file) =>
      screenLiterals(readFileSync(file, 'utf8'), file).map(({ line, text }) => `${relative(SRC, file)}:${line} ${JSON.stringify(text)}`),
    );
    expect(left).toEqual([]);
  });

  it('finds a literal added to a screen', () => {
    const source = `
      import { Button, TextInput } from '@mantine/core';
      import { MSG } from '@superliga/league';
      export function Sample({ name }: { name: string }) {
        return (
          <form>
            <TextInput label="Email" placeholder={MSG.placeholderEmail} />
            <Button aria-label={\`Borrar \${name}\`}>Guardar cambios</Button>
            <Button>{MSG.logout}</Button>
          </form>
        );
      }
      notifyError('No se pudo guardar');`;
    expect(screenLiterals(source, 'sample.tsx').map((l) => l.text)).toEqual(['Email', 'Borrar ', 'Guardar cambios', 'No se pudo guardar']);
  });

  it('leaves code strings alone: modules, styles, keys, comparisons, addresses, constants', () => {
    const source = `
      import { Link } from 'react-router';
      const theme = { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' };
      const headers = { Authorization: \`\${AUTH_SCHEME} \${token}\`, Accept: 'application/json' };
      if (event.key === 'Enter' || status !== 'Pendiente') go(\`/api/players/\${id}/bets\`);
      const props = { 'Content-Type': 'text/plain', method: 'POST', code: 'NOT_FOUND', field: form.getInputProps(\`prizes.\${i}.amount\`) };
      export const A = () => <a href="https://example.com/a b" rel="noopener noreferrer" className="hero wide" style={{ border: '1px solid var(--x)' }} />;`;
    expect(screenLiterals(source, 'code.tsx')).toEqual([]);
  });

  it.each([
    ['Logout', true],
    ['Password', true],
    ['404 - Page Not Found', true],
    ['CARGANDO...', true],
    ['días', true],
    ['de la fecha', true],
    ['space-between', false],
    ['data.budget', false],
    ['POST', false],
    ['0 auto', false],
  ])('%j reads as a text: %s', (text, expected) => {
    expect(readsAsText(text)).toBe(expected);
  });
});
