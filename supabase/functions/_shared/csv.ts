// CSV as spreadsheets read it (RFC 4180): cells separated by commas, lines by CRLF, a cell quoted when it holds a
// comma, a quote, a line break or edge spaces (quotes doubled inside). A cell a spreadsheet would run as a formula
// (starting with = + - @, or a tab or carriage return that some apps skip before one) gets a leading apostrophe, so
// a name like "=HYPERLINK(...)" typed by a customer stays text (OWASP "CSV injection"). Plain numbers, negative ones
// included, are left alone so they still add up. No imports: the functions and the Node tests share it.

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/** One cell, guarded and escaped. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text) && !PLAIN_NUMBER.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line, CRLF-terminated. */
export function csvLine(cells: readonly (string | number | null | undefined)[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** The UTF-8 byte order mark: Excel reads the file as UTF-8 (₦, accented names) only when it starts with one. */
export const CSV_BOM = '\uFEFF';
