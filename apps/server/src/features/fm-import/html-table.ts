import { fmColumnIndexes } from '@superliga/league';
import { parse, type DefaultTreeAdapterTypes as T } from 'parse5';

/**
 * The player table of an FM "print screen to web page" export, as cell texts, its header row
 * first (docs/decisions/019-football-manager-import.md). Read with an HTML parser (parse5, the
 * WHATWG algorithm browsers use), so FM's loose markup, entities and attributes read as a browser
 * shows them. null when the file has no table.
 */
export function fmExportTable(html: string): string[][] | null {
  const tables = elements(parse(html), 'table');
  let best: string[][] | null = null;
  for (const table of tables) {
    const rows = ownRows(table).map(cellsOf);
    const header = rows.findIndex((r) => r.isHeader);
    const fromHeader = (header >= 0 ? rows.slice(header) : rows).map((r) => r.texts);
    if (!fromHeader.length) continue;
    // The player table is the one whose header names a player column; FM writes one table.
    const knows = fmColumnIndexes(fromHeader[0]!).indexes.name !== undefined;
    if (knows) return fromHeader;
    best ??= fromHeader;
  }
  return best;
}

const isElement = (n: T.Node): n is T.Element => 'tagName' in n;
const childrenOf = (n: T.Node): T.ChildNode[] => ('childNodes' in n ? n.childNodes : []);

function elements(root: T.Node, tag: string): T.Element[] {
  const found: T.Element[] = [];
  const walk = (n: T.Node) => {
    for (const c of childrenOf(n)) {
      if (isElement(c) && c.tagName === tag) found.push(c);
      walk(c);
    }
  };
  walk(root);
  return found;
}

/** The table's rows (through thead/tbody/tfoot), not those of a table nested in a cell. */
function ownRows(table: T.Element): T.Element[] {
  const rows: T.Element[] = [];
  const walk = (n: T.Node) => {
    for (const c of childrenOf(n)) {
      if (!isElement(c) || c.tagName === 'table') continue;
      if (c.tagName === 'tr') rows.push(c);
      else walk(c);
    }
  };
  walk(table);
  return rows;
}

function cellsOf(tr: T.Element) {
  const cells = childrenOf(tr).filter((c): c is T.Element => isElement(c) && (c.tagName === 'td' || c.tagName === 'th'));
  return { isHeader: cells.length > 0 && cells.every((c) => c.tagName === 'th'), texts: cells.map(textOf) };
}

/** A cell's text as shown: a line break is a space, runs of spaces are one. */
function textOf(n: T.Node): string {
  const parts: string[] = [];
  const walk = (node: T.Node) => {
    if (node.nodeName === '#text') parts.push((node as T.TextNode).value);
    else if (isElement(node) && node.tagName === 'br') parts.push(' ');
    else for (const c of childrenOf(node)) walk(c);
  };
  walk(n);
  return parts
    .join('')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}
