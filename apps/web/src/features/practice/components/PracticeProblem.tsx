import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useMessageText, useTranslation } from '../../../lib/i18n';

/** Why a practice page cannot show what it asked for, with the way forward (a plan, another question, trying again). */
export function PracticeProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('practice');
  const messageText = useMessageText();
  const message = error instanceof ApiError ? messageText(error.message) : t('problem.offline');
  const code = error instanceof ApiError ? error.code : null;
  return (
    <div className="pr-card pr-problem" role="alert">
      <p>{message}</p>
      {code === 'practice_needs_subscription' ? (
        <Link className="btn btn-primary" to="/subscribe">
          {t('problem.seePlans')}
        </Link>
      ) : code === 'practice_question_not_found' ? (
        <Link className="btn btn-primary" to="/practice">
          {t('problem.another')}
        </Link>
      ) : (
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          {t('problem.retry')}
        </button>
      )}
    </div>
  );
}
