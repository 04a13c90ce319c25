import type { InterviewProgress, PracticeProgress } from '@visaready/shared/schemas/feedback';
import type { TFunction } from 'i18next';
import { formatDate } from '../../../lib/format-date';
import { useTranslation } from '../../../lib/i18n';
import { useProgress } from '../api/progress';
import { type ProgressChartData, ScoreProgressChart } from './ScoreProgressChart';
import './feedback.css';

function interviewChart(interview: InterviewProgress, t: TFunction<'dashboard'>): ProgressChartData {
  return {
    name: interview.interview_name,
    unit: 'attempt',
    points: interview.attempts.map((attempt) => ({
      key: attempt.child_session_id,
      label: t('chart.pointLabel', { test: attempt.test_number, attempt: attempt.retry_count }),
      short: t('chart.pointShort', { test: attempt.test_number, attempt: attempt.retry_count }),
      average: attempt.average_score,
    })),
    categories: interview.categories,
  };
}

function practiceChart(practice: PracticeProgress, t: TFunction<'dashboard'>): ProgressChartData {
  return {
    name: t('chart.practice'),
    unit: 'day',
    points: practice.days.map((day) => ({
      key: day.date,
      // A UTC day: read at its noon so no time zone shows it as the day before or after.
      label: formatDate(`${day.date}T12:00:00Z`),
      // "2026-11-27" → "11/27" (US order, as every date in the app), short enough for a phone's axis.
      short: `${Number(day.date.slice(5, 7))}/${Number(day.date.slice(8, 10))}`,
      average: day.average_score,
    })),
    categories: practice.categories,
  };
}

/** My Scores' progress section: one chart per interview with scored answers, and practice on a chart of its own. */
export function ScoreProgress() {
  const { t } = useTranslation('dashboard');
  const { data: progress, isPending, isError } = useProgress();
  if (isPending || isError || (progress.interviews.length === 0 && progress.practice.days.length === 0)) return null;
  return (
    <section className="fb-chart" aria-labelledby="fb-chart-heading">
      <h2 id="fb-chart-heading">{t('scores.progress')}</h2>
      <p className="fb-note">{t('scores.progressNote')}</p>
      {progress.interviews.map((interview) => (
        <ScoreProgressChart key={interview.interview_id} progress={interviewChart(interview, t)} />
      ))}
      {progress.practice.days.length > 0 && <ScoreProgressChart progress={practiceChart(progress.practice, t)} />}
    </section>
  );
}
