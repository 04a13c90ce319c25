import { SCORE_MAX } from '@visaready/shared';
import { useState } from 'react';
import { useDisputes } from '../api/disputes';
import { useScoreDistribution } from '../api/score-distribution';
import { formatDateTime } from '../lib/format';
import { AdminTable, PagedTable } from './AdminTable';
import { QueryState } from './QueryState';

/** Eleven bars, one per score 0–10, scaled to the most common score; read out as "score: answers" pairs. */
function Histogram({ counts }: { counts: number[] }) {
  const highest = Math.max(1, ...counts);
  return (
    <>
      <span className="admin-histogram" aria-hidden="true">
        {counts.map((count, score) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the index is the score.
          <span key={score} className="admin-histogram__bar" style={{ height: `${Math.max(count > 0 ? 8 : 0, (count / highest) * 100)}%` }}>
            <span className="admin-histogram__label">{score}</span>
          </span>
        ))}
      </span>
      <span className="visually-hidden">
        {counts
          .map((count, score) => ({ count, score }))
          .filter(({ count }) => count > 0)
          .map(({ count, score }) => `${count} scored ${score}`)
          .join(', ')}
      </span>
    </>
  );
}

/** The score distribution of each question, and the answers users disputed. */
export function ScoresSection() {
  const distribution = useScoreDistribution();
  const [page, setPage] = useState(1);
  const disputes = useDisputes(page);

  return (
    <section className="admin-section" aria-labelledby="admin-scores">
      <h2 id="admin-scores">Scores</h2>
      <section className="admin-subsection" aria-labelledby="admin-disputes">
        <h3 id="admin-disputes">Disputed scores</h3>
        <p className="admin-note">Answers whose users pressed “This score seems wrong”: the scorer’s next training data.</p>
        <PagedTable
          list={disputes}
          items="disputes"
          item="dispute"
          page={page}
          onPage={setPage}
          caption="Disputed answers, newest first"
          variant="disputes"
          columns={['Question', 'Transcript', 'Score', 'Comment', 'User', 'Raised']}
          empty="No disputed scores."
          row={(dispute) => (
            <tr key={dispute.dispute_id}>
              <th scope="row">
                {dispute.question}
                <span className="admin-note">
                  {' '}
                  ({dispute.interview_name}, attempt {dispute.attempt_number})
                </span>
              </th>
              <td>{dispute.transcript}</td>
              <td>
                {dispute.score === null ? '—' : `${dispute.score}/${SCORE_MAX}`}
                {dispute.feedback && <p className="admin-note">{dispute.feedback.correctness}</p>}
              </td>
              <td>{dispute.comment ?? '—'}</td>
              <td className="admin-code">{dispute.user_email}</td>
              <td>{formatDateTime(dispute.raised_at)}</td>
            </tr>
          )}
        />
      </section>

      <section className="admin-subsection" aria-labelledby="admin-distribution">
        <h3 id="admin-distribution">Score distribution per question</h3>
        <QueryState loading={distribution.isPending} error={distribution.error} />
        {distribution.data && (
          <AdminTable
            caption={`Scored answers per question, with how many got each score from 0 to ${SCORE_MAX}`}
            columns={['Question', 'Visa type', 'Answers', 'Average', `Distribution (0–${SCORE_MAX})`]}
            rows={distribution.data}
            empty="No scored answers yet."
            row={(row) => (
              <tr key={row.question_id}>
                <th scope="row">
                  {row.text}
                  {row.version > 1 && <span className="admin-note"> (v{row.version})</span>}
                </th>
                <td>{row.visa_type}</td>
                <td>{row.answers}</td>
                <td>{row.average}</td>
                <td>
                  <Histogram counts={row.histogram} />
                </td>
              </tr>
            )}
          />
        )}
      </section>
    </section>
  );
}
