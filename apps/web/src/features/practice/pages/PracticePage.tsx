import { type PracticeQuestionsQuery, practiceQuestionsQuerySchema } from '@visaready/shared/schemas/practice';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { PageShell } from '../../../components/ui/PageShell';
import { useTranslation } from '../../../lib/i18n';
import { usePracticeQuestions } from '../api/practice-questions';
import { PracticeFilters } from '../components/PracticeFilters';
import { PracticeProblem } from '../components/PracticeProblem';
import { QuestionList } from '../components/QuestionList';
import { UsageNote } from '../components/UsageNote';
import '../practice.css';

/** The filters live in the address, so Back from a question returns to the same list. */
function queryFromParams(params: URLSearchParams): PracticeQuestionsQuery {
  const parsed = practiceQuestionsQuerySchema.safeParse(Object.fromEntries(params));
  return parsed.success ? parsed.data : { source: 'bank' };
}

export default function PracticePage() {
  const { t } = useTranslation('practice');
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => queryFromParams(params), [params]);
  const list = usePracticeQuestions(query);

  const choose = (next: PracticeQuestionsQuery) => {
    const entries = Object.entries(next).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '');
    setParams(new URLSearchParams(entries));
  };

  return (
    <PageShell title={t('title')} lead={t('lead')} className="pr-page">
      {list.isError ? (
        <PracticeProblem error={list.error} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <p className="page-status" role="status">
          {t('common:loading')}
        </p>
      ) : (
        <>
          <UsageNote usage={list.data.usage} />
          <PracticeFilters value={query} visaTypes={list.data.visa_types} onChange={choose} />
          <section aria-labelledby="pr-list-heading" aria-busy={list.isFetching}>
            <h2 id="pr-list-heading">
              {query.source === 'lowest' ? t('scoredLowest') : t('questions')} ({list.data.questions.length})
            </h2>
            <p className="visually-hidden" role="status">
              {list.isFetching ? t('loadingQuestions') : t('questionsFound', { count: list.data.questions.length })}
            </p>
            <QuestionList questions={list.data.questions} lowest={query.source === 'lowest'} />
          </section>
        </>
      )}
    </PageShell>
  );
}
