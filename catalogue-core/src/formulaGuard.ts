// A spreadsheet's formula guard (issue 24): what an export writes in front of a text a spreadsheet
// would run as a formula, and what an import takes off again. Apart from both, as each reads it. PURE.

/**
 * The first characters with which a spreadsheet takes a cell for a formula (OWASP's CSV injection
 * list: = + - @, tab and carriage return), after any apostrophes: the guard's own mark is one.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;

/**
 * A text cell that a spreadsheet would run as a formula, with a leading apostrophe (shown as text
 * by Excel, LibreOffice and Google Sheets). Text already starting with apostrophes before such a
 * character gets one more, so that unguardFormula gives every text back as it was.
 */
export function guardFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** A text cell as it was before guardFormula (what an import reads). */
export function unguardFormula(text: string): string {
  return text.startsWith("'") && FORMULA_START.test(text) ? text.slice(1) : text;
}
