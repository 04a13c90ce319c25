import { useProgress } from '../api/progress';
import { ScoreProgressChart } from './ScoreProgressChart';
import './feedback.css';

/** My Scores' progress section: one chart per interview with scored answers. */
export function ScoreProgress() {
  const { data: progress, isPending, isError } = useProgress();
  if (isPending || isError || progress.length === 0) return null;
  return (
    <section className="fb-chart" aria-labelledby="fb-chart-heading">
      <h2 id="fb-chart-heading">Progress</h2>
      <p className="fb-note">Your scores over attempts: the average per attempt and per question category.</p>
      {progress.map((interview) => (
        <ScoreProgressChart key={interview.interview_id} progress={interview} />
      ))}
    </section>
  );
}
