import b1b2Bank from './data/b1b2-questions.json';
import f1Bank from './data/f1-questions.json';
import interviewList from './data/interviews.json';

/**
 * The interview catalogue as data. The JSON files are imported (not read from disk) so that esbuild bundles
 * them into dist/ and the built server seeds exactly what the tests seed.
 */
export interface QuestionSeed {
  slug: string;
  visaType: string;
  category: string;
  text: string;
  modelAnswer: string;
  keyPoints: string[];
}

export interface InterviewSeed {
  slug: string;
  name: string;
  description: string;
  visaType: string;
  sortOrder: number;
  /** Question slugs in the order they are asked. */
  questions: string[];
}

export interface CatalogueSeed {
  questions: QuestionSeed[];
  interviews: InterviewSeed[];
}

interface QuestionBankFile {
  visaType: string;
  questions: Array<Omit<QuestionSeed, 'visaType'>>;
}

const banks: QuestionBankFile[] = [f1Bank, b1b2Bank];

export const CATALOGUE: CatalogueSeed = {
  questions: banks.flatMap((bank) => bank.questions.map((question) => ({ ...question, visaType: bank.visaType }))),
  interviews: interviewList.interviews,
};

/** Fails loudly on a broken data file instead of seeding half a catalogue. */
export function validateCatalogue(catalogue: CatalogueSeed): void {
  const problems: string[] = [];
  const questionsBySlug = new Map<string, QuestionSeed>();
  for (const question of catalogue.questions) {
    if (questionsBySlug.has(question.slug)) problems.push(`duplicate question slug ${question.slug}`);
    questionsBySlug.set(question.slug, question);
    if (!question.text.trim() || !question.modelAnswer.trim()) problems.push(`question ${question.slug} lacks text or a model answer`);
    if (question.keyPoints.length < 3 || question.keyPoints.length > 5) problems.push(`question ${question.slug} needs 3-5 key points`);
  }
  const interviewSlugs = new Set<string>();
  for (const interview of catalogue.interviews) {
    if (interviewSlugs.has(interview.slug)) problems.push(`duplicate interview slug ${interview.slug}`);
    interviewSlugs.add(interview.slug);
    if (new Set(interview.questions).size !== interview.questions.length) problems.push(`interview ${interview.slug} repeats a question`);
    for (const slug of interview.questions) {
      const question = questionsBySlug.get(slug);
      if (!question) problems.push(`interview ${interview.slug} names unknown question ${slug}`);
      else if (question.visaType !== interview.visaType) problems.push(`interview ${interview.slug} mixes in ${slug} of another visa type`);
    }
  }
  if (problems.length > 0) throw new Error(`Invalid interview catalogue:\n- ${problems.join('\n- ')}`);
}
