import { ApiError } from '../../../lib/api-client';
import { useMessageText, useTranslation } from '../../../lib/i18n';
import { useRevealHint } from '../api/reveal-hint';

interface HintPanelProps {
  questionId: number;
  hints: string[];
  keyPointCount: number;
}

/** "Show a hint": the question's key points, one at a time. Each reveal is recorded and shown with the next score. */
export function HintPanel({ questionId, hints, keyPointCount }: HintPanelProps) {
  const { t } = useTranslation('practice');
  const message = useMessageText();
  const reveal = useRevealHint(questionId);
  const allShown = hints.length >= keyPointCount;
  return (
    <section className="pr-card pr-hints" aria-labelledby="pr-hints-heading">
      <div className="pr-hints__head">
        <h2 id="pr-hints-heading">{t('hints.heading')}</h2>
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => reveal.mutate()} disabled={allShown || reveal.isPending}>
          {t('hints.show')}
        </button>
      </div>
      <div aria-live="polite">
        {hints.length === 0 ? (
          <p className="pr-meta">{t('hints.intro', { count: keyPointCount })}</p>
        ) : (
          <ol className="pr-hints__list">
            {hints.map((hint, index) => (
              <li key={hint}>
                <span className="visually-hidden">{t('hints.numbered', { n: index + 1, count: keyPointCount })}</span>
                {hint}
              </li>
            ))}
          </ol>
        )}
        {reveal.isError && (
          <p className="field__error" role="alert">
            {reveal.error instanceof ApiError ? message(reveal.error.message) : t('hints.failed')}
          </p>
        )}
      </div>
    </section>
  );
}
