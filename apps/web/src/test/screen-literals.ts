import ts from 'typescript';

/** A text a screen would show that is written in the screen instead of coming from the league's texts. */
export type ScreenLiteral = { line: number; text: string };

// A word a person reads: letters only, maybe opened by ¿ ¡ ( or a quote and closed by punctuation.
const WORD = /^[¿¡("'«]*\p{L}{2,}[.,:;!?)"'»…]*$/u;
const CAPITALIZED = /^[¿¡("'«]*\p{Lu}\p{Ll}+[.,:;!?)"'»…]*$/u;
const SPANISH_ONLY = /[áéíóúñüÁÉÍÓÚÑÜ¿¡]/u;
// Addresses are not texts: a URL, or a path of the app or the API.
const ADDRESS = /[a-z]+:\/\/\S*|(^|\s)\/\S*/gu;
// A CSS font stack names fonts, it is not a text ('system-ui, "Segoe UI", Roboto, sans-serif').
const FONT_STACK = /(^|,)\s*(sans-serif|serif|monospace)\s*$/u;
// Lowercase words are a text when they join like a sentence; 'noopener noreferrer' does not.
const JOINING = new Set([
  'de',
  'del',
  'la',
  'el',
  'los',
  'las',
  'en',
  'y',
  'o',
  'con',
  'por',
  'para',
  'que',
  'un',
  'una',
  'no',
  'se',
  'sin',
  'al',
  'su',
  'es',
  'a',
]);

/**
 * Does this string read as words to a person (docs/decisions/037-texts-in-one-home.md)?
 * Code strings are single lowercase tokens ('md', 'space-between', 'data.budget'), constants
 * ('NOT_FOUND', 'POST'), CSS ('1px solid var(--x)', a font stack) or addresses. A text has a
 * Spanish letter or sign, a capitalized word ('Logout', 'Ver equipo'), a word in capitals that ends
 * like a sentence ('CARGANDO...'), or plain words joined like a sentence ('de la fecha'). Inside a
 * template, one plain word beside a value is already a text (`${n} jugadores`), unless the
 * pieces are a path without spaces (`prizes.${i}.amount`).
 */
export function readsAsText(raw: string, inTemplate = false, shown = false): boolean {
  if (SPANISH_ONLY.test(raw)) return true;
  if (FONT_STACK.test(raw)) return false;
  const tokens = raw.replace(ADDRESS, ' ').split(/\s+/u).filter(Boolean);
  const words = tokens.filter((t) => WORD.test(t));
  if (words.some((w) => CAPITALIZED.test(w))) return true;
  // A path built from values (`prizes.${i}.amount`) has no space; a sentence around a value does.
  if (inTemplate) return words.length > 0 && /\s/u.test(raw);
  // Words in capitals side by side are a title ('NUEVO EQUIPO'); a constant joins them with '_'.
  if (words.length >= 2 && words.some((w) => /\p{Lu}{2,}/u.test(w))) return true;
  // Where it is drawn (a JSX child or attribute), a word with a capital is a text ('JUGADORES'): props that are code are lowercase.
  if (shown && words.length === 1 && tokens.length === 1 && /^\p{Lu}(\p{Lu}+|\p{Ll}+)\P{L}*$/u.test(words[0]!)) return true;
  if (words.length >= 2 && tokens.some((t) => JOINING.has(t.replace(/\P{L}/gu, '').toLowerCase()))) return true;
  // A lone word in capitals is a constant unless it ends like a sentence ('CARGANDO...', 'USUARIOS:').
  return words.length === 1 && tokens.length === 1 && /\p{Lu}{2,}[.:!?…]+$/u.test(words[0]!);
}

/** Is the string drawn as it is: a JSX attribute's value or a JSX child, maybe one branch of a condition, an item or a field of one? */
function isShown(node: ts.Node): boolean {
  let at: ts.Node = node;
  while (
    at.parent &&
    (ts.isConditionalExpression(at.parent) ||
      ts.isParenthesizedExpression(at.parent) ||
      ts.isArrayLiteralExpression(at.parent) ||
      ts.isObjectLiteralExpression(at.parent) ||
      (ts.isPropertyAssignment(at.parent) && at.parent.initializer === at) ||
      (ts.isBinaryExpression(at.parent) &&
        at.parent.right === at &&
        [ts.SyntaxKind.AmpersandAmpersandToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken].includes(at.parent.operatorToken.kind)))
  )
    at = at.parent;
  return !!at.parent && (ts.isJsxAttribute(at.parent) || ts.isJsxExpression(at.parent));
}

/** Positions where a string is code, whatever it says: a module, a type, a key, a comparison. */
function isCodePosition(node: ts.Node): boolean {
  const parent = node.parent;
  if (!parent) return false;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent)) return true;
  if (ts.isLiteralTypeNode(parent) || ts.isImportTypeNode(parent)) return true;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent) || ts.isMethodDeclaration(parent)) && parent.name === node) return true;
  if (ts.isElementAccessExpression(parent) && parent.argumentExpression === node) return true;
  if (ts.isCaseClause(parent)) return true;
  if (ts.isBinaryExpression(parent)) {
    const op = parent.operatorToken.kind;
    return (
      op === ts.SyntaxKind.EqualsEqualsEqualsToken ||
      op === ts.SyntaxKind.ExclamationEqualsEqualsToken ||
      op === ts.SyntaxKind.EqualsEqualsToken ||
      op === ts.SyntaxKind.ExclamationEqualsToken ||
      op === ts.SyntaxKind.InKeyword
    );
  }
  return false;
}

/** Every text written in a screen's source: JSX text, and strings or template pieces that read as words. */
export function screenLiterals(source: string, fileName = 'screen.tsx'): ScreenLiteral[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: ScreenLiteral[] = [];
  const add = (node: ts.Node, text: string) => found.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text });
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      const text = node.text.trim();
      if (/\p{L}/u.test(text)) add(node, text);
    } else if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !isCodePosition(node)) {
      if (readsAsText(node.text, false, isShown(node))) add(node, node.text);
    } else if (
      (ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)) &&
      !isCodePosition(ts.isTemplateHead(node) ? node.parent : node.parent.parent)
    ) {
      if (readsAsText(node.text, true)) add(node, node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
