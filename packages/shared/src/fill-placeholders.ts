/**
 * Puts values into a text's {name} placeholders (the shared messages, the layout's words); a placeholder with no
 * value stays as written. The web app's message lookup reads the same placeholders back out of a filled text.
 */
export function fillPlaceholders(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder));
}
