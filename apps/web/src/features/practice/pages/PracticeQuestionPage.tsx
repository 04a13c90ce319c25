import { PRACTICE_MESSAGES, practiceQuestionIdSchema } from '@visaready/shared/schemas/practice';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { PageShell } from '../../../components/ui/PageShell';
import { ApiError } from '../../../lib/api-client';
import { categoryName } from '../../../lib/category-name';
import { useMessageText, useTranslation } from '../../../lib/i18n';
import { useAnswerRecorder } from '../../../lib/speech/use-answer-recorder';
import { usePracticeQuestion } from '../api/practice-question';
import { useSubmitPracticeAnswer } from '../api/submit-answer';
import { AnswerStep, type DraftAnswer, ReviewStep } from '../components/AnswerComposer';
import { AttemptsSideBySide } from '../components/AttemptsSideBySide';
import { HintPanel } from '../components/HintPanel';
import { PracticeProblem } from '../components/PracticeProblem';
import { PracticeResult } from '../components/PracticeResult';
import { UsageNote } from '../components/UsageNote';
import '../practice.css';

type Step =
  /** `returned`: the applicant came back to it (Retry, Back), so it takes the focus. */
  { kind: 'answer'; typed: string; returned: boolean } | { kind: 'review'; draft: DraftAnswer } | { kind: 'scored'; answerId: string };

/** One question rehearsed: hints, an answer typed or spoken, its transcript corrected, feedback at once, Retry. */
export default function PracticeQuestionPage() {
  const { t } = useTranslation('practice');
  const message = useMessageText();
  const parsedId = practiceQuestionIdSchema.safeParse(useParams().questionId);
  const questionId = parsedId.success ? parsedId.data : 0;
  const detail = usePracticeQuestion(questionId);
  const submit = useSubmitPracticeAnswer(questionId);
  const voice = useAnswerRecorder();
  const [step, setStep] = useState<Step>({ kind: 'answer', typed: '', returned: false });
  // Bumped on Retry so the answer step starts afresh (its clock and typed box).
  const [round, setRound] = useState(0);

  const score = (draft: DraftAnswer, answer: string) => {
    submit.mutate(
      {
        question_id: questionId,
        transcript: draft.text,
        corrected_transcript: answer.trim() === draft.text.trim() ? undefined : answer,
        input_method: draft.inputMethod,
        duration_seconds: draft.durationSeconds,
        confidence: draft.confidence,
      },
      { onSuccess: (scored) => setStep({ kind: 'scored', answerId: scored.answer_id }) },
    );
  };

  const retry = () => {
    submit.reset();
    setRound((count) => count + 1);
    setStep({ kind: 'answer', typed: '', returned: true });
  };

  if (!parsedId.success || detail.isError) {
    return (
      <PageShell title={t('title')} className="pr-page">
        <PracticeProblem
          error={parsedId.success ? detail.error : new ApiError(404, 'practice_question_not_found', PRACTICE_MESSAGES.questionNotFound)}
          onRetry={() => void detail.refetch()}
        />
      </PageShell>
    );
  }
  if (!detail.data) {
    return (
      <PageShell title={t('title')} className="pr-page">
        <p className="page-status" role="status">
          {t('common:loading')}
        </p>
      </PageShell>
    );
  }

  const { question, hints, attempts, model_answer: modelAnswer, usage } = detail.data;
  const scored = step.kind === 'scored' ? attempts.find((attempt) => attempt.answer_id === step.answerId) : undefined;
  const outOfAnswers = usage.remaining === 0 && step.kind !== 'scored';

  return (
    <PageShell title={t('title')} className="pr-page">
      <p className="pr-back">
        <Link to="/practice">{t('question.back')}</Link>
      </p>
      <section className="pr-card pr-question" aria-labelledby="pr-question-heading">
        <p className="pr-meta">
          {question.visa_type} · {categoryName(question.category)}
        </p>
        <h2 id="pr-question-heading" className="pr-question__text">
          {question.text}
        </h2>
      </section>
      <UsageNote usage={usage} />

      {scored ? (
        <PracticeResult attempt={scored} onRetry={retry} />
      ) : outOfAnswers ? (
        <p className="pr-card field__error" role="alert">
          {t(usage.plan === 'trial' ? 'question.trialLimit' : 'question.dailyLimit', { limit: usage.limit })}
        </p>
      ) : (
        <>
          <HintPanel questionId={question.question_id} hints={hints} keyPointCount={question.key_point_count} />
          {step.kind === 'review' ? (
            <ReviewStep
              draft={step.draft}
              pending={submit.isPending}
              problem={
                submit.isError ? (submit.error instanceof ApiError ? message(submit.error.message) : t('question.scoringFailed')) : null
              }
              onBack={() => {
                submit.reset();
                setStep({ kind: 'answer', typed: step.draft.inputMethod === 'typed' ? step.draft.text : '', returned: true });
              }}
              onScore={(answer) => score(step.draft, answer)}
            />
          ) : (
            <AnswerStep
              key={round}
              voice={voice}
              initialText={step.kind === 'answer' ? step.typed : ''}
              focusOnMount={step.kind === 'answer' && step.returned}
              onDraft={(draft) => setStep({ kind: 'review', draft })}
            />
          )}
        </>
      )}

      {attempts.length > 0 && <AttemptsSideBySide attempts={attempts} />}
      {modelAnswer && (
        <details className="pr-card pr-model">
          <summary>{t('question.modelAnswer')}</summary>
          <p lang="en">{modelAnswer}</p>
        </details>
      )}
    </PageShell>
  );
}
