import { ANSWER_TIME_LIMIT_S } from '@visaready/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';

/** The interview's minute per answer, counted only when the applicant asks for it; running out never ends the answer. */
export function AnswerTimer() {
  const { t } = useTranslation('practice');
  const [left, setLeft] = useState(ANSWER_TIME_LIMIT_S);
  useEffect(() => {
    const timer = window.setInterval(() => setLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <p className={`pr-timer ${left === 0 ? 'pr-timer--up' : ''}`} role="timer">
      {left > 0 ? t('timer.left', { time: `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}` }) : t('timer.up')}
    </p>
  );
}
