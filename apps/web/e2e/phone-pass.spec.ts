import { expect, test, type Page } from '@playwright/test';
import { MSG } from '@superliga/league';
import { seriousViolations } from './support/axe';
import { layoutShiftProblems, recordLayoutShifts } from './support/layout-shift';
import { EVERY_SCREEN, settled } from './support/screens';
import { ACCOUNTS, loginAs } from './support/session';

/**
 * Every screen at 375 px, as each kind of user who sees it (docs/decisions/027-the-phone-app.md):
 * no sideways scroll of the page; every button a thumb needs inside the screen's width; no button's
 * or badge's label cut short; in a row with an action, its amount on screen too and not under a
 * fixed column (the amount decides the action), never a '$' that may
 * wrap apart from its digits; no table of three columns or fewer scrolling sideways; nothing that moves while the screen loads (a thumb about to tap
 * lands on what was pushed under it; docs/decisions/044-every-screen-fast.md, layout shifts); and
 * no serious accessibility violation.
 */

const WIDTH = 375;
const ROLES = [
  ['Admin', ACCOUNTS.admin],
  ['Organizador', ACCOUNTS.organizador],
  ['Manager', ACCOUNTS.manager1],
  ['visitante', ACCOUNTS.visitante],
  ['En lista de espera', ACCOUNTS.espera],
] as const;
/** What a person on a 375 px phone cannot reach or read, as sentences (empty: nothing). */
async function phoneProblems(page: Page): Promise<string[]> {
  return page.evaluate((width) => {
    const problems: string[] = [];
    const name = (el: Element) => (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().replace(/\s+/g, ' ').slice(0, 60);
    const visible = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && !el.closest('[aria-hidden="true"], [inert]');
    };
    const inside = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.left >= -1 && r.right <= width + 1;
    };
    const page = document.documentElement.scrollWidth;
    if (page > width) problems.push(`la página mide ${page} px de ancho`);
    const main = document.querySelector('main') ?? document.body;
    for (const button of main.querySelectorAll('button, a[role="button"], a.mantine-Button-root')) {
      if (visible(button) && !inside(button)) problems.push(`el botón «${name(button)}» queda fuera de la pantalla`);
    }
    // A word cut at a button's or a badge's edge ("Segı", "Exce…") is not read.
    for (const label of main.querySelectorAll('.mantine-Button-label, .mantine-Badge-label')) {
      if (visible(label) && label.scrollWidth > label.clientWidth + 1) problems.push(`la etiqueta «${name(label)}» queda cortada`);
    }
    /** Drawn under something else where it stands (a table's fixed column), looked at in the middle of the viewport. */
    const covered = (el: Element) => {
      window.scrollBy(0, el.getBoundingClientRect().top - window.innerHeight / 2);
      // A card the browser has not drawn yet (content-visibility, decision 044) is not hit there.
      if (!el.checkVisibility({ contentVisibilityAuto: true })) return false;
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit !== null && !el.contains(hit);
    };
    const money = /\$\s?\d/;
    for (const row of main.querySelectorAll('tbody > tr')) {
      // A button acts on the row (pays, confirms, reverts): its amount must be read before. A link only opens a page.
      const acts = [...row.querySelectorAll('button:not([data-no-amount])')].some(visible);
      for (const cell of row.querySelectorAll('td')) {
        const text = cell.textContent ?? '';
        if (/\$ \d/.test(text)) problems.push(`«${text.trim().slice(0, 40)}»: el '$' puede separarse del monto`);
        if (acts && money.test(text) && visible(cell) && (!inside(cell) || covered(cell)))
          problems.push(`el monto «${text.trim().slice(0, 40)}» de una fila con acción queda fuera de la pantalla`);
      }
    }
    // Three columns fit a phone: a short table that still scrolls sideways hides its last column for nothing.
    for (const table of main.querySelectorAll('table')) {
      const columns = Math.max(0, ...[...table.rows].map((row) => row.cells.length));
      // Its scroll region: Mantine's scroll area or a native one, the first box around it that scrolls sideways.
      let box = table.parentElement;
      while (box && box !== main && !(box.scrollWidth > box.clientWidth + 1 && /auto|scroll/.test(getComputedStyle(box).overflowX))) box = box.parentElement;
      if (columns <= 3 && box && box !== main && visible(table))
        problems.push(`una tabla de ${columns} columnas se desplaza de costado (${box.scrollWidth} px en ${box.clientWidth})`);
    }
    // English left on screen (the documents' 'Logout' and 'Password' are their texts).
    const english =
      /\b(Loading|Submit|Save|Delete|Edit|Search|Nothing found|No data|Home|Away|Draw|Over|Under|Goal|Card|pending|completed|Previous|Next|Close|Open|Error|Settings|Page)\b/;
    const words = english.exec((document.querySelector('main') as HTMLElement | null)?.innerText ?? '');
    if (words) problems.push(`texto en inglés: «${words[0]}»`);
    return [...new Set(problems)];
  }, WIDTH);
}

test.use({ viewport: { width: WIDTH, height: 780 } });

test.describe('every screen at 375 px', () => {
  for (const [role, email] of ROLES) {
    test(`as ${role}`, async ({ page }) => {
      test.setTimeout(420_000);
      await loginAs(page, email);
      await recordLayoutShifts(page);
      const found: string[] = [];
      let seen = 0;
      for (const path of EVERY_SCREEN) {
        await page.goto(path);
        // A screen this role does not see answers with its refusal alone: not this role's screen.
        const main = page.getByRole('main');
        await expect(main.getByRole('heading').or(main.getByText(MSG.noPermissionPage)).or(main.getByRole('alert')).first()).toBeVisible();
        await settled(page);
        if ((await main.getByRole('heading').count()) === 0) continue;
        seen++;
        for (const problem of [...(await phoneProblems(page)), ...(await layoutShiftProblems(page)), ...(await seriousViolations(page))])
          found.push(`${path}: ${problem}`);
      }
      expect(seen, 'screens this role sees').toBeGreaterThan(20);
      // The problems themselves open the failure's message: CI's summary keeps only its first line.
      expect(found, found.join(' · ')).toEqual([]);
    });
  }
});
