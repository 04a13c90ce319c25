import { type PracticeReviewForm, practiceReviewFormSchema } from '@visaready/shared/schemas/practice';
import { useEffect, useRef, useState } from 'react';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { useZodForm } from '../../../components/ui/use-zod-form';
import type { VoiceProblem } from '../../../lib/speech/answer-recorder';
import type { Transcript } from '../../../lib/speech/transcript';
import type { VoiceAnswer } from '../../../lib/speech/use-answer-recorder';
import { useMessageText, useTranslation } from '../../../lib/i18n';
import { AnswerTimer } from './AnswerTimer';

/** What the applicant gave before reviewing it: typed, or heard by the recogniser. */
export interface DraftAnswer {
  text: string;
  inputMethod: 'voice' | 'typed';
  confidence?: number;
  durationSeconds: number;
}

function heardText(transcript: Transcript): string {
  return [...transcript.finals, transcript.interim].filter(Boolean).join(' ').trim();
}

const averageConfidence = (transcript: Transcript) =>
  transcript.confidences.length ? transcript.confidences.reduce((sum, value) => sum + value, 0) / transcript.confidences.length : undefined;

interface AnswerStepProps {
  voice: VoiceAnswer;
  /** The typed text to start from (coming back from the review). */
  initialText?: string;
  /** Take the focus on arrival (after Retry or Back, whose buttons are gone), so keyboard users start here. */
  focusOnMount?: boolean;
  onDraft(draft: DraftAnswer): void;
}

/** Step one: speak or type the answer. No clock runs unless the applicant switches the timer on. */
export function AnswerStep({ voice, initialText = '', focusOnMount = false, onDraft }: AnswerStepProps) {
  const { t } = useTranslation('practice');
  const message = useMessageText();
  const startedAt = useRef(Date.now());
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  const [timed, setTimed] = useState(false);
  const [nothingHeard, setNothingHeard] = useState(false);
  const { register, handleSubmit, formState } = useZodForm(practiceReviewFormSchema, { defaultValues: { answer: initialText } });
  const seconds = () => Math.min(3_600, Math.round((Date.now() - startedAt.current) / 100) / 10);
  const recording = voice.status !== 'idle';

  async function stopRecording() {
    const transcript = await voice.stop();
    const text = heardText(transcript);
    setNothingHeard(!text);
    if (text) onDraft({ text, inputMethod: 'voice', confidence: averageConfidence(transcript), durationSeconds: seconds() });
  }

  function startRecording() {
    setNothingHeard(false);
    void voice.start();
  }

  const reviewTyped = handleSubmit(({ answer }: PracticeReviewForm) =>
    onDraft({ text: answer, inputMethod: 'typed', durationSeconds: seconds() }),
  );

  return (
    <section className="pr-card pr-answer" aria-labelledby="pr-answer-heading">
      <div className="pr-answer__head">
        <h2 id="pr-answer-heading" ref={heading} tabIndex={-1}>
          {t('answer.heading')}
        </h2>
        <label className="pr-switch">
          <input type="checkbox" checked={timed} onChange={(event) => setTimed(event.target.checked)} /> {t('answer.timeIt')}
        </label>
      </div>
      {timed && <AnswerTimer />}

      {voice.ready && voice.mode !== 'none' && (
        <div className="pr-voice">
          <div className="pr-voice__controls">
            {recording ? (
              <button type="button" className="btn btn-primary" onClick={() => void stopRecording()}>
                {t('answer.stop')}
              </button>
            ) : (
              <button type="button" className="btn btn-primary" onClick={startRecording}>
                {t('answer.record')}
              </button>
            )}
            <span className="pr-meta" role="status">
              {voice.status === 'connecting' ? t('answer.connecting') : recording ? t('answer.recording') : ''}
            </span>
          </div>
          <div className="pr-transcript" aria-label={t('answer.heard')} aria-live="polite" role="log">
            {heardText(voice.transcript) || <span className="pr-meta">{t('answer.heardPlaceholder')}</span>}
          </div>
        </div>
      )}
      {nothingHeard && !voice.problem && (
        <p className="field__error" role="alert">
          {t('answer.nothingHeard')}
        </p>
      )}
      {voice.problem && (
        <p className="field__error" role="alert">
          {t(`answer.problems.${voice.problem satisfies VoiceProblem}`)}
        </p>
      )}

      <form onSubmit={reviewTyped} noValidate className="pr-typed">
        <TextAreaField
          label={voice.mode === 'none' ? t('answer.type') : t('answer.orType')}
          rows={5}
          maxLength={10_000}
          disabled={recording}
          {...register('answer')}
          error={message(formState.errors.answer?.message)}
        />
        <button type="submit" className="btn btn-ghost" disabled={recording}>
          {t('answer.reviewTyped')}
        </button>
      </form>
    </section>
  );
}

interface ReviewStepProps {
  draft: DraftAnswer;
  pending: boolean;
  problem: string | null;
  onBack(): void;
  onScore(answer: string): void;
}

/** Step two: the transcript, editable, so recognition errors are fixed before scoring. The correction is what is scored. */
export function ReviewStep({ draft, pending, problem, onBack, onScore }: ReviewStepProps) {
  const { t } = useTranslation('practice');
  const message = useMessageText();
  const heading = useRef<HTMLHeadingElement>(null);
  const { register, handleSubmit, formState } = useZodForm(practiceReviewFormSchema, { defaultValues: { answer: draft.text } });
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="pr-card pr-answer" aria-labelledby="pr-review-heading">
      <h2 id="pr-review-heading" ref={heading} tabIndex={-1}>
        {t('review.heading')}
      </h2>
      <p className="pr-meta">{draft.inputMethod === 'voice' ? t('review.voiceNote') : t('review.typedNote')}</p>
      <form onSubmit={handleSubmit(({ answer }) => onScore(answer))} noValidate>
        <TextAreaField
          label={t('review.label')}
          rows={6}
          maxLength={10_000}
          {...register('answer')}
          error={message(formState.errors.answer?.message)}
        />
        {problem && (
          <p className="field__error" role="alert">
            {problem}
          </p>
        )}
        <div className="pr-actions">
          <button type="button" className="btn btn-ghost" onClick={onBack} disabled={pending}>
            {t('review.back')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={pending}>
            {pending ? t('review.scoring') : t('review.score')}
          </button>
        </div>
      </form>
    </section>
  );
}
