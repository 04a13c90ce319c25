import type { ScoreCard } from '@visaready/shared/schemas/interviews';
import { useState } from 'react';
import { PageShell } from '../../../components/ui/PageShell';
import { ResultView } from '../components/ResultView';
import '../interviews.css';

/** The spec's static retest scorecard sample: fixed data, shown as the real result view would show it. */
const SAMPLE: ScoreCard = {
  status: 'success',
  session_id: 'sample',
  interview_id: 0,
  interview_name: 'F1 Student Visa — Standard (sample)',
  child_sessions: [
    {
      child_session_id: 'sample-2',
      retry_count: 2,
      status: 'completed',
      total_questions: 2,
      answered_questions: 2,
      start_date: '2025-05-12T09:30:00.000Z',
      completed_at: '2025-05-12T09:41:00.000Z',
      answers: [
        {
          answer_id: null,
          question_id: 1,
          position: 1,
          question: 'Why do you want to study in the United States?',
          user_answer: 'I want to do my MS in Computer Science at UT Dallas because of its data science track, and then work in Bengaluru.',
          model_answer:
            'I want to do my MS in Computer Science at the University of Texas at Dallas because its data science track and research labs are stronger than what I can access in India.',
          predicted_feedback: {
            correctness: 'Covers the course, the university and the reason; mentions a plan back in India.',
            grammar: 'No grammar issues found.',
            constructive_feedback: 'Name one lab or course to make the reason concrete.',
            score: 8,
          },
          feedback_status: 'done',
          answered_at: '2025-05-12T09:31:10.000Z',
          feedback_details: null,
          scored_by: null,
          disputed: false,
        },
        {
          answer_id: null,
          question_id: 2,
          position: 2,
          question: 'Who is sponsoring your education?',
          user_answer: 'My father is sponsoring, he is having a business.',
          model_answer:
            'My father is sponsoring my education. He is a senior manager at Larsen and Toubro in Mumbai and earns about 24 lakh rupees a year.',
          predicted_feedback: {
            correctness: 'Names the sponsor but not his occupation in detail or his income.',
            grammar: '"he is having a business" → "he has a business".',
            constructive_feedback: 'Add what your father does and his yearly income.',
            score: 5,
          },
          feedback_status: 'done',
          answered_at: '2025-05-12T09:32:40.000Z',
          feedback_details: null,
          scored_by: null,
          disputed: false,
        },
      ],
      consistency_flags: [],
    },
  ],
};

export default function RetestScoresPage() {
  const [attempt, setAttempt] = useState(2);
  return (
    <PageShell title="Retest Scores">
      <ResultView card={SAMPLE} attemptNumber={attempt} onSelectAttempt={setAttempt} />
    </PageShell>
  );
}
