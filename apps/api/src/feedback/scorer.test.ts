import { describe, expect, it } from 'vitest';
import { createAnswerScorer } from './scorer';
import { INVALID_JSON_MARKER, startFakeChatServer } from './testing';

const input = {
  visaType: 'F1',
  question: 'Which university are you going to?',
  modelAnswer: 'I am going to the University of Texas at Dallas for an MS in Computer Science.',
  keyPoints: ['University of Texas at Dallas', 'MS in Computer Science'],
  answer: 'I am going to UT Dallas for my masters in computer science.',
};

describe('createAnswerScorer', () => {
  it('uses the local engine when no LLM is configured', async () => {
    const { result, scoredBy } = await createAnswerScorer(undefined).score(input);
    expect(scoredBy).toBe('local');
    expect(result.details.engine).toBe('local');
    expect(result.score).toBeGreaterThanOrEqual(5);
  });

  it('uses the configured model, and names the local engine when it had to fall back', async () => {
    const fake = await startFakeChatServer();
    try {
      const warnings: unknown[] = [];
      const scorer = createAnswerScorer(
        { baseUrl: fake.baseUrl, apiKey: undefined, model: 'fake-model' },
        { warn: (fields: unknown) => warnings.push(fields) },
      );
      const fromModel = await scorer.score(input);
      expect(fromModel).toMatchObject({ scoredBy: 'llm:fake-model', result: { score: 7 } });
      expect(fake.requests[0]).toMatchObject({ model: 'fake-model', temperature: 0 });

      const fallback = await scorer.score({ ...input, answer: `UT Dallas ${INVALID_JSON_MARKER}` });
      expect(fallback.scoredBy).toBe('local');
      expect(fallback.result.correctness).not.toContain('fake model');
      expect(warnings).toEqual([{ model: 'fake-model', reason: 'reply not in the result schema' }]);
    } finally {
      await fake.close();
    }
  });
});
