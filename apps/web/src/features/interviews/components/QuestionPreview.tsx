import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { useTranslation } from '../../../lib/i18n';
import { useQuestionSet } from '../api/list-questions';
import { unlockSpeech, useReadAloud } from '../lib/read-aloud';
import { PreparationDialog } from './PreparationDialog';

interface QuestionPreviewProps {
  interviewId: number;
  sessionId: string | null;
  onClose?: () => void;
}

/** Full-screen question-set preview: an accordion of questions with model answers that can be read aloud. */
export function QuestionPreview({ interviewId, sessionId, onClose }: QuestionPreviewProps) {
  const { t } = useTranslation('instructions', { keyPrefix: 'questionSet' });
  const { data: questions, isPending, isError } = useQuestionSet(interviewId, sessionId);
  const [expanded, setExpanded] = useState<Set<number>>(new Set());
  const [preparing, setPreparing] = useState(false);
  const { speakingKey, toggle, supported } = useReadAloud();
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  // Spec §8: both failures toast and send the user back to the dashboard after 3 s.
  const noQuestions = questions?.length === 0;
  useEffect(() => {
    if (!isError && !noQuestions) return;
    toast.error(isError ? t('loadFailed') : t('messages:interviews.noQuestions'));
    const timer = window.setTimeout(() => navigate('/dashboard', isError ? undefined : { state: { tab: 'my-interview' } }), 3000);
    return () => window.clearTimeout(timer);
  }, [isError, noQuestions, navigate, t]);

  const allExpanded = questions !== undefined && questions.length > 0 && expanded.size === questions.length;
  const toggleItem = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <section className="iv-preview" aria-labelledby="iv-preview-title">
      <div className="iv-preview__bar">
        <div className="container">
          <h2 id="iv-preview-title" ref={headingRef} tabIndex={-1}>
            {t('title')}
          </h2>
          <div className="iv-actions">
            <button
              type="button"
              className="btn btn-ghost"
              disabled={!questions?.length}
              onClick={() => setExpanded(allExpanded ? new Set() : new Set(questions?.map((question) => question.question_id)))}
            >
              {allExpanded ? t('collapseAll') : t('expandAll')}
            </button>
            {onClose && (
              <button type="button" className="btn btn-ghost" onClick={onClose}>
                {t('close')}
              </button>
            )}
            <button type="button" className="btn btn-primary" onClick={() => setPreparing(true)}>
              {t('start')}
            </button>
          </div>
        </div>
      </div>
      <div className="container">
        {isPending && <p className="page-status">{t('common:loading')}</p>}
        {isError && <p className="page-status">{t('loadFailed')}</p>}
        {questions?.length === 0 && <p className="page-status">{t('none')}</p>}
        <ol className="iv-accordion">
          {questions?.map((question, index) => {
            const open = expanded.has(question.question_id);
            const panelId = `iv-answer-${question.question_id}`;
            const key = String(question.question_id);
            return (
              <li key={question.question_id} className="iv-accordion__item">
                <h3>
                  <button
                    type="button"
                    className="iv-accordion__trigger"
                    aria-expanded={open}
                    aria-controls={panelId}
                    onClick={() => toggleItem(question.question_id)}
                  >
                    <span lang="en">
                      {index + 1}. {question.question}
                    </span>
                  </button>
                </h3>
                {open && (
                  <div id={panelId} className="iv-accordion__panel">
                    <p>
                      <strong>{t('modelAnswer')}</strong> <span lang="en">{question.model_answer}</span>
                    </p>
                    {supported && (
                      <button
                        type="button"
                        className="btn btn-ghost btn-sm"
                        aria-pressed={speakingKey === key}
                        onClick={() => toggle(key, question.model_answer)}
                      >
                        {speakingKey === key ? t('stopReading') : t('readAloud')}
                      </button>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      </div>
      <PreparationDialog
        open={preparing}
        confirmLabel={t('gotIt')}
        onClose={() => setPreparing(false)}
        onConfirm={() => {
          unlockSpeech();
          navigate('/Question');
        }}
      />
    </section>
  );
}
