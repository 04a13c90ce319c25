import { Link } from 'react-router';
import { ApiError } from '../../../lib/api-client';

/** Why a practice page cannot show what it asked for, with the way forward (a plan, another question, trying again). */
export function PracticeProblem({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const message = error instanceof ApiError ? error.message : 'Could not load practice. Please check your connection and try again.';
  const code = error instanceof ApiError ? error.code : null;
  return (
    <div className="pr-card pr-problem" role="alert">
      <p>{message}</p>
      {code === 'practice_needs_subscription' ? (
        <Link className="btn btn-primary" to="/subscribe">
          See plans
        </Link>
      ) : code === 'practice_question_not_found' ? (
        <Link className="btn btn-primary" to="/practice">
          Choose another question
        </Link>
      ) : (
        <button type="button" className="btn btn-primary" onClick={onRetry}>
          Try again
        </button>
      )}
    </div>
  );
}
