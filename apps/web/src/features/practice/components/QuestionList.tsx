import type { PracticeQuestionSummary } from '@visaready/shared/schemas/practice';
import { Link } from 'react-router';
import { categoryName } from '../../../lib/category-name';

function summaryLine(question: PracticeQuestionSummary): string {
  const parts = [question.visa_type, categoryName(question.category)];
  if (question.attempts > 0) parts.push(`${question.attempts} practice ${question.attempts === 1 ? 'answer' : 'answers'}`);
  if (question.best_score !== null) parts.push(`best ${question.best_score}/10`);
  if (question.latest_score !== null) parts.push(`latest ${question.latest_score}/10`);
  return parts.join(' · ');
}

/** The questions found, each a link to practise it. */
export function QuestionList({ questions, lowest }: { questions: PracticeQuestionSummary[]; lowest: boolean }) {
  if (questions.length === 0) {
    return (
      <p className="pr-empty">
        {lowest
          ? 'No scores yet. Answer a few questions in practice or in an interview, and the ones you scored lowest on appear here.'
          : 'No questions match this choice.'}
      </p>
    );
  }
  return (
    <ol className="pr-questions">
      {questions.map((question) => (
        <li key={question.question_id} className="pr-card pr-question-item">
          <Link to={`/practice/question/${question.question_id}`} className="pr-question-item__link">
            {question.text}
          </Link>
          <p className="pr-meta">{summaryLine(question)}</p>
        </li>
      ))}
    </ol>
  );
}
