import type { Config } from '../config';
import type { Database } from '../db/client';
import type { AnswerScorer } from '../feedback/scorer';

/** What the practice use cases need; built once by the routes from the composition root's parts. */
export interface PracticeContext {
  db: Database;
  /** The app's one scorer adapter (the same one the feedback job scores interview answers with). */
  scorer: AnswerScorer;
  limits: Config['practice'];
  now: () => Date;
}
