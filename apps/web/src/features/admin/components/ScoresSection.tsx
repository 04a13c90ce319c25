import { SCORE_MAX } from '@visaready/shared';
import { useState } from 'react';
import { useDisputes } from '../api/disputes';
import { PAGE_SIZE } from '../api/query-keys';
import { useScoreDistribution } from '../api/score-distribution';
import { formatDateTime } from '../lib/format';
import { Pagination } from './Pagination';
import { QueryState } from './QueryState';
import { TableScroll } from './TableScroll';

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
        <QueryState loading={disputes.isPending} error={disputes.error} />
        {disputes.data && (
          <>
            <TableScroll label="Disputed answers, newest first">
              <table className="admin-table admin-table--disputes">
                <caption>Disputed answers, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Question</th>
                    <th scope="col">Transcript</th>
                    <th scope="col">Score</th>
                    <th scope="col">Comment</th>
                    <th scope="col">User</th>
                    <th scope="col">Raised</th>
                  </tr>
                </thead>
                <tbody>
                  {disputes.data.data.map((dispute) => (
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
                  ))}
                  {disputes.data.data.length === 0 && (
                    <tr>
                      <td colSpan={6}>No disputed scores.</td>
                    </tr>
                  )}
                </tbody>
              </table>
            </TableScroll>
            <Pagination label="disputes" one="dispute" page={page} pageSize={PAGE_SIZE} total={disputes.data.total} onPage={setPage} />
          </>
        )}
      </section>

      <section className="admin-subsection" aria-labelledby="admin-distribution">
        <h3 id="admin-distribution">Score distribution per question</h3>
        <QueryState loading={distribution.isPending} error={distribution.error} />
        {distribution.data && (
          <TableScroll label={`Scored answers per question, with how many got each score from 0 to ${SCORE_MAX}`}>
            <table className="admin-table">
              <caption>Scored answers per question, with how many got each score from 0 to {SCORE_MAX}</caption>
              <thead>
                <tr>
                  <th scope="col">Question</th>
                  <th scope="col">Visa type</th>
                  <th scope="col">Answers</th>
                  <th scope="col">Average</th>
                  <th scope="col">Distribution (0–{SCORE_MAX})</th>
                </tr>
              </thead>
              <tbody>
                {distribution.data.map((row) => (
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
                ))}
                {distribution.data.length === 0 && (
                  <tr>
                    <td colSpan={5}>No scored answers yet.</td>
                  </tr>
                )}
              </tbody>
            </table>
          </TableScroll>
        )}
      </section>
    </section>
  );
}
