import { eq, inArray, isNull, sql } from 'drizzle-orm';
import { seedPlans } from '../../billing/seed-plans';
import type { Database } from '../client';
import { interviewQuestions, interviews, questions } from '../schema';
import { CATALOGUE, type CatalogueSeed, validateCatalogue } from './catalogue';

// Serialises concurrent seeders (several API processes starting at once on one PostgreSQL).
const SEED_LOCK_KEY = 7_301_905_214;

/**
 * Upserts the question banks, interviews and their ordered question lists by slug, then the plans.
 * Safe to run at every start-up and from several processes at once: the work happens in one transaction
 * holding an advisory lock, and every write is an upsert. What the admin console changed (a question edited or
 * retired, an interview's list) is the database's to keep: the seed leaves those rows alone.
 */
export async function seedCatalogue(db: Database, catalogue: CatalogueSeed = CATALOGUE): Promise<void> {
  validateCatalogue(catalogue);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);

    // One statement for the whole bank: this runs at every start-up, including every API test's.
    await tx
      .insert(questions)
      .values(catalogue.questions)
      .onConflictDoUpdate({
        target: questions.slug,
        set: {
          visaType: sql`excluded.visa_type`,
          category: sql`excluded.category`,
          text: sql`excluded.text`,
          modelAnswer: sql`excluded.model_answer`,
          keyPoints: sql`excluded.key_points`,
        },
        setWhere: isNull(questions.editedAt),
      });
    const stored = await tx
      .select({ id: questions.id, slug: questions.slug })
      .from(questions)
      .where(
        inArray(
          questions.slug,
          catalogue.questions.map((question) => question.slug),
        ),
      );
    const questionIdBySlug = new Map(stored.map((row) => [row.slug, row.id]));

    for (const interview of catalogue.interviews) {
      const { questions: questionSlugs, ...fields } = interview;
      const [row] = await tx
        .insert(interviews)
        .values(fields)
        .onConflictDoUpdate({
          target: interviews.slug,
          set: { name: fields.name, description: fields.description, visaType: fields.visaType, sortOrder: fields.sortOrder },
        })
        .returning({ id: interviews.id, questionsEditedAt: interviews.questionsEditedAt });
      if (!row) throw new Error(`interview ${interview.slug} was not stored`);
      if (row.questionsEditedAt) continue;

      const wanted = questionSlugs.map((slug) => questionIdBySlug.get(slug) as number);
      const current = await tx
        .select({ position: interviewQuestions.position, questionId: interviewQuestions.questionId })
        .from(interviewQuestions)
        .where(eq(interviewQuestions.interviewId, row.id))
        .orderBy(interviewQuestions.position);
      const unchanged = current.length === wanted.length && current.every((entry, index) => entry.questionId === wanted[index]);
      if (unchanged) continue;
      // Started attempts keep their own copy (attempt_questions), so rewriting the list never changes them.
      await tx.delete(interviewQuestions).where(eq(interviewQuestions.interviewId, row.id));
      await tx
        .insert(interviewQuestions)
        .values(wanted.map((questionId, index) => ({ interviewId: row.id, position: index + 1, questionId })));
    }
  });
  await seedPlans(db);
}
