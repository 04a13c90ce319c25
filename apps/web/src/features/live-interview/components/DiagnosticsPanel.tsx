/** The diagnostic log (last 50 lines), folded away unless someone needs to see why the microphone did not work. */
export function DiagnosticsPanel({ lines }: { lines: readonly string[] }) {
  return (
    <details className="li-diagnostics">
      <summary>Diagnostics</summary>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls; keyboard users focus it to scroll (WCAG 2.1.1). */}
      <section className="li-diagnostics__log" aria-label="Diagnostic log" tabIndex={0}>
        <pre>{lines.length ? lines.join('\n') : 'Nothing logged yet.'}</pre>
      </section>
    </details>
  );
}
