import { useTranslation } from '../../../lib/i18n';

/** The diagnostic log (last 50 lines), folded away unless someone needs to see why the microphone did not work. */
export function DiagnosticsPanel({ lines }: { lines: readonly string[] }) {
  const { t } = useTranslation('live', { keyPrefix: 'diagnostics' });
  return (
    <details className="li-diagnostics">
      <summary>{t('summary')}</summary>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls; keyboard users focus it to scroll (WCAG 2.1.1). */}
      <section className="li-diagnostics__log" aria-label={t('log')} tabIndex={0}>
        <pre lang="en">{lines.length ? lines.join('\n') : t('empty')}</pre>
      </section>
    </details>
  );
}
