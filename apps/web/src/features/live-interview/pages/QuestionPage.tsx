import { ANSWER_TIME_LIMIT_S, AUDIO } from '@visaready/shared';
import type { TFunction } from 'i18next';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { usePageTitle } from '../../../lib/use-page-title';
import { DiagnosticsPanel } from '../components/DiagnosticsPanel';
import { LiveDialogs } from '../components/LiveDialogs';
import { useLiveInterview } from '../hooks/use-live-interview';
import type { Phase, VoiceState } from '../lib/interview-machine';
import '../live-interview.css';

function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The line under the question that says what the microphone is doing. */
function voiceStatusText(phase: Phase, voice: VoiceState, t: TFunction<'live'>): string {
  if (phase === 'speaking') return t('voice.listen');
  switch (voice.status) {
    case 'reconnecting':
      return t('voice.reconnecting', { attempt: voice.attempt, max: AUDIO.reconnectAttempts });
    case 'connecting':
      return t('voice.connecting');
    case 'recording':
      return t('voice.recording');
    case 'idle':
      return voice.mode === 'none' ? t('voice.off') : t('voice.idle');
  }
}

export default function QuestionPage() {
  const { t } = useTranslation('live');
  usePageTitle(t('title'));
  const live = useLiveInterview();
  const questionHeading = useRef<HTMLHeadingElement>(null);
  const typedBox = useRef<HTMLTextAreaElement>(null);
  // Bumped to move focus to the typed box; an effect does it after a closing dialog has restored its own focus.
  const [typedFocusRequest, setTypedFocusRequest] = useState(0);
  const { phase, question, transcript, voice } = live.state;
  const position = question ? question.total_questions - question.remaining_questions : 0;

  // Each new question takes the focus, so screen readers announce it.
  useEffect(() => {
    if (question?.question_id != null) questionHeading.current?.focus();
  }, [question?.question_id]);

  useEffect(() => {
    if (typedFocusRequest) typedBox.current?.focus();
  }, [typedFocusRequest]);

  const typeInstead = () => {
    live.typeInstead();
    setTypedFocusRequest((count) => count + 1);
  };

  if (phase === 'blocked' || phase === 'loading') {
    return (
      <section className="page container li-page">
        <h1 className="page__title">{t('title')}</h1>
        <p className="page-status" role="status">
          {phase === 'blocked' ? t('returning') : t('common:loading')}
        </p>
      </section>
    );
  }

  return (
    <section className="page container li-page">
      <header className="li-header">
        <div>
          <h1 className="page__title">{t('title')}</h1>
          {question && question.question_id != null && (
            <p className="li-progress">{t('progress', { n: position, total: question.total_questions })}</p>
          )}
        </div>
        <div
          className={`li-timer ${live.secondsLeft <= 10 ? 'li-timer--low' : ''}`}
          role="timer"
          aria-label={t('timeLeft', { seconds: live.secondsLeft, limit: ANSWER_TIME_LIMIT_S })}
        >
          <span aria-hidden="true">{clock(live.secondsLeft)}</span>
        </div>
      </header>

      <div className="li-card li-question">
        {question?.question_data?.question ? (
          // The interview is in English: its questions stay English whatever the page's language.
          <h2 ref={questionHeading} tabIndex={-1} lang="en">
            {question.question_data.question}
          </h2>
        ) : (
          <h2 ref={questionHeading} tabIndex={-1}>
            {t('allAnswered')}
          </h2>
        )}
      </div>

      <div className="li-card li-answer">
        <div className="li-answer__head">
          <h2 id="li-transcript-title">{t('yourAnswer')}</h2>
          <p className={`li-voice li-voice--${voice.status}`} role="status">
            <span className="li-voice__dot" aria-hidden="true" />
            {voiceStatusText(phase, voice, t)}
          </p>
        </div>
        <div className="li-transcript" aria-labelledby="li-transcript-title" aria-live="polite" role="log">
          {transcript.finals.length === 0 && !transcript.interim ? (
            <span className="li-transcript__placeholder">{t('placeholder')}</span>
          ) : (
            <>
              {transcript.finals.join(' ')}
              {transcript.interim && <span className="li-transcript__interim"> {transcript.interim}</span>}
            </>
          )}
        </div>
        <div className="field li-typed">
          <label htmlFor="li-typed-answer">{t('typeLabel')}</label>
          <textarea
            id="li-typed-answer"
            ref={typedBox}
            rows={3}
            maxLength={10_000}
            value={live.state.typed}
            onChange={(event) => live.setTyped(event.target.value)}
            disabled={live.busy}
          />
        </div>
        {voice.mode !== 'none' && (
          <button type="button" className="link-button li-type-instead" onClick={typeInstead}>
            {t('typeInstead')}
          </button>
        )}
      </div>

      <div className="li-actions">
        <button type="button" className="btn btn-ghost" onClick={live.openExit} disabled={live.busy}>
          {t('exit')}
        </button>
        <button type="button" className="btn btn-ghost" onClick={() => void live.resetAnswer()} disabled={!live.canAnswer}>
          {t('reset')}
        </button>
        {live.isLast ? (
          <button type="button" className="btn btn-primary" onClick={live.openCompletion} disabled={!live.canSubmit}>
            {t('submitInterview')}
          </button>
        ) : (
          <button type="button" className="btn btn-primary" onClick={live.nextQuestion} disabled={!live.canSubmit}>
            {phase === 'saving' ? t('saving') : t('next')}
          </button>
        )}
      </div>

      <DiagnosticsPanel lines={live.logLines} />

      <LiveDialogs
        dialog={live.state.dialog}
        busy={live.busy}
        onClose={live.closeDialog}
        onSubmitInterview={() => void live.submitInterview()}
        onExit={() => void live.exitInterview()}
        onContinue={live.continueAfterTimeUp}
        onRetryMicrophone={live.retryMicrophone}
        onTypeInstead={typeInstead}
      />
    </section>
  );
}
