import { describe, expect, it } from 'vitest';
import { fitSyntaxModel, wordOrder } from './syntax.js';

const FLUENT = [
  'my father is paying for my studies he is a manager at a bank in pune and earns twelve lakh a year',
  'i will stay with my brother in chicago for three weeks and come back on the tenth of june',
  'the total cost is about forty lakh and my father will pay it from his savings and a loan',
  'i work as a software engineer at infosys in bangalore and my company has approved my leave',
  'my sister lives in dallas with her husband and i am going for her wedding in may',
  'i chose this university because the course has a strong focus on data science and the fees are lower',
  'my mother is a teacher at a government school and my father runs a small business in surat',
  'i have a return ticket for the second of august and my job is waiting for me in hyderabad',
];

describe('word order', () => {
  const model = fitSyntaxModel(FLUENT);

  it('reads recognition word salad as less probable than a fluent answer on the same subject', () => {
    const fluent = wordOrder(model, 'my father is paying for my studies and he earns ten lakh a year at a bank');
    const salad = wordOrder(model, 'father the paying lakh of my is a year bank the studies he for and');
    expect(salad.logProbability).toBeLessThan(fluent.logProbability - 1);
    expect(salad.surprising).toBeGreaterThan(fluent.surprising);
  });

  it('judges shape, not subject: a fluent answer about something the model never read stays probable', () => {
    const unseenSubject = wordOrder(model, 'my uncle is a farmer in punjab and he grows wheat and rice on his land');
    const salad = wordOrder(model, 'uncle the farmer wheat of punjab is rice a land he the on and');
    expect(unseenSubject.logProbability).toBeGreaterThan(salad.logProbability);
  });

  it('does not judge an answer too short to have an order', () => {
    expect(wordOrder(model, 'GRE 320')).toEqual({ logProbability: 0, surprising: 0 });
  });

  it('is the same model from the same answers', () => {
    expect(JSON.stringify(fitSyntaxModel(FLUENT))).toBe(JSON.stringify(model));
  });
});
