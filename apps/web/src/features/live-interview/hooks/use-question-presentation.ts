import type { NextQuestion } from '@visaready/shared/schemas/interviews';
import { useEffect } from 'react';
import { speakQuestion } from '../lib/speak';
import type { InterviewContext } from './interview-context';

/**
 * Each question (spec §4 steps 1–2): read aloud, then recording starts and with it the 60-second clock. `presenting`
 * is the question while the machine is in 'speaking'; leaving that phase (an exit, going offline, leaving the page)
 * cancels the reading.
 */
export function useQuestionPresentation({ store, log, recorder }: InterviewContext, presenting: NextQuestion | null): void {
  useEffect(() => {
    if (!presenting) return;
    const controller = new AbortController();
    log.add(`Question ${presenting.total_questions - presenting.remaining_questions} of ${presenting.total_questions}`);
    void (async () => {
      await speakQuestion(presenting.question_data?.question ?? '', (line) => log.add(line), controller.signal);
      if (controller.signal.aborted) return;
      await recorder.current?.start();
      if (!controller.signal.aborted) store.send({ type: 'answerStarted', at: Date.now() });
    })();
    return () => controller.abort();
  }, [presenting, store, log, recorder]);
}
