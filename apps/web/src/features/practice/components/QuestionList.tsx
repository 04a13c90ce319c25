import type { PracticeQuestionSummary } from '@visaready/shared/schemas/practice';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { categoryName } from '../../../lib/category-name';
import { useTranslation } from '../../../lib/i18n';

function summaryLine(question: PracticeQuestionSummary, t: TFunction<'practice'>): string {
  const parts = [question.visa_type, categoryName(question.category)];
  if (question.attempts > 0) parts.push(t('list.answers', { count: question.attempts }));
  if (question.best_score !== null) parts.push(t('list.best', { score: question.best_score }));
  if (question.latest_score !== null) parts.push(t('list.latest', { score: question.latest_score }));
  return parts.join(' · ');
}

/** The questions found, each a link to practise it. */
export function QuestionList({ questions, lowest }: { questions: PracticeQuestionSummary[]; lowest: boolean }) {
  const { t } = useTranslation('practice');
  if (questions.length === 0) {
    return <p className="pr-empty">{lowest ? t('list.noScores') : t('list.noMatch')}</p>;
  }
  return (
    <ol className="pr-questions">
      {questions.map((question) => (
        <li key={question.question_id} className="pr-card pr-question-item">
          <Link to={`/practice/question/${question.question_id}`} className="pr-question-item__link">
            {question.text}
          </Link>
          <p className="pr-meta">{summaryLine(question, t)}</p>
        </li>
      ))}
    </ol>
  );
}
