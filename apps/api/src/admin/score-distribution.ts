import type { ScoreDistribution } from '@visaready/shared/schemas/admin';
import type { AdminContext } from './context';
import { presentDistribution } from './presenters';
import { scoreCounts } from './repository';

/** For each question with scored answers: how many, their average, and how many got each score 0–10. */
export async function scoreDistribution(context: AdminContext): Promise<{ status: 'success'; data: ScoreDistribution }> {
  return { status: 'success', data: presentDistribution(await scoreCounts(context.db)) };
}
