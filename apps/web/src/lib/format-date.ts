const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** A date as the app shows dates everywhere: US English, 'Nov 22, 2026' (001 §9 'Date format en-US'); '—' for none. */
export function formatDate(value: string | null | undefined): string {
  return value ? dateFormat.format(new Date(value)) : '—';
}
