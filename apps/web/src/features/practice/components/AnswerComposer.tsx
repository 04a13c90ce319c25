import { type PracticeReviewForm, practiceReviewFormSchema } from '@visaready/shared/schemas/practice';
import { useEffect, useRef, useState } from 'react';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { useZodForm } from '../../../components/ui/use-zod-form';
import type { VoiceProblem } from '../../../lib/speech/answer-recorder';
import type { Transcript } from '../../../lib/speech/transcript';
import type { VoiceAnswer } from '../../../lib/speech/use-answer-recorder';
import { AnswerTimer } from './AnswerTimer';

/** What the applicant gave before reviewing it: typed, or heard by the recogniser. */
export interface DraftAnswer {
  text: string;
  inputMethod: 'voice' | 'typed';
  confidence?: number;
  durationSeconds: number;
}

const VOICE_PROBLEMS: Record<VoiceProblem, string> = {
  denied: 'The microphone is blocked. Allow it in your browser, or type your answer.',
  silence: 'No speech was heard for a while. Type your answer, or record again.',
  connectionIssue: 'Voice input could not connect. Type your answer, or try recording again.',
  connectionLost: 'The voice connection dropped. Type your answer, or try recording again.',
  recordingFailed: 'The microphone could not start. Type your answer, or try recording again.',
};

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
          Your answer
        </h2>
        <label className="pr-switch">
          <input type="checkbox" checked={timed} onChange={(event) => setTimed(event.target.checked)} /> Time my answer (1 minute)
        </label>
      </div>
      {timed && <AnswerTimer />}

      {voice.ready && voice.mode !== 'none' && (
        <div className="pr-voice">
          <div className="pr-voice__controls">
            {recording ? (
              <button type="button" className="btn btn-primary" onClick={() => void stopRecording()}>
                Stop and review
              </button>
            ) : (
              <button type="button" className="btn btn-primary" onClick={startRecording}>
                Record my answer
              </button>
            )}
            <span className="pr-meta" role="status">
              {voice.status === 'connecting' ? 'Connecting to the microphone...' : recording ? 'Recording — speak your answer.' : ''}
            </span>
          </div>
          <div className="pr-transcript" aria-label="What was heard" aria-live="polite" role="log">
            {heardText(voice.transcript) || <span className="pr-meta">Your spoken answer appears here as you speak.</span>}
          </div>
        </div>
      )}
      {nothingHeard && !voice.problem && (
        <p className="field__error" role="alert">
          Nothing was heard. Record again closer to the microphone, or type your answer.
        </p>
      )}
      {voice.problem && (
        <p className="field__error" role="alert">
          {VOICE_PROBLEMS[voice.problem]}
        </p>
      )}

      <form onSubmit={reviewTyped} noValidate className="pr-typed">
        <TextAreaField
          label={voice.mode === 'none' ? 'Type your answer' : 'Or type your answer'}
          rows={5}
          maxLength={10_000}
          disabled={recording}
          {...register('answer')}
          error={formState.errors.answer?.message}
        />
        <button type="submit" className="btn btn-ghost" disabled={recording}>
          Review typed answer
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
  const heading = useRef<HTMLHeadingElement>(null);
  const { register, handleSubmit, formState } = useZodForm(practiceReviewFormSchema, { defaultValues: { answer: draft.text } });
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="pr-card pr-answer" aria-labelledby="pr-review-heading">
      <h2 id="pr-review-heading" ref={heading} tabIndex={-1}>
        Check your answer before scoring
      </h2>
      <p className="pr-meta">
        {draft.inputMethod === 'voice'
          ? 'This is what was heard. Correct any words the recogniser got wrong; your correction is scored and the original is kept.'
          : 'Fix anything you want before it is scored; what you first typed is kept beside it.'}
      </p>
      <form onSubmit={handleSubmit(({ answer }) => onScore(answer))} noValidate>
        <TextAreaField
          label="Answer to score"
          rows={6}
          maxLength={10_000}
          {...register('answer')}
          error={formState.errors.answer?.message}
        />
        {problem && (
          <p className="field__error" role="alert">
            {problem}
          </p>
        )}
        <div className="pr-actions">
          <button type="button" className="btn btn-ghost" onClick={onBack} disabled={pending}>
            Back
          </button>
          <button type="submit" className="btn btn-primary" disabled={pending}>
            {pending ? 'Scoring...' : 'Score my answer'}
          </button>
        </div>
      </form>
    </section>
  );
}
