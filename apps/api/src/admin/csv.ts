/**
 * CSV as RFC 4180 writes it (CRLF lines, fields quoted when they hold a comma, quote or line break), with every
 * cell that a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) prefixed with
 * an apostrophe, so an address like `=HYPERLINK(…)@x.com` is shown as text, never evaluated (OWASP CSV injection).
 */
export function toCsv(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | null>>): string {
  return `${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

export function csvCell(value: string | null): string {
  if (value === null) return '';
  const neutralised = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(neutralised) ? `"${neutralised.replace(/"/g, '""')}"` : neutralised;
}
