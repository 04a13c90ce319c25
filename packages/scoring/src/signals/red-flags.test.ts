import { describe, expect, it } from 'vitest';
import { findRedFlags } from './red-flags.js';

const kinds = (answer: string, visa = 'F1') => findRedFlags(answer, visa).map((flag) => flag.kind);

describe('red flags', () => {
  it('flags a stated plan to settle or move to a work visa', () => {
    expect(kinds('after my degree i want to get a job in the us and settle there')).toContain('intent_to_stay');
    expect(kinds('i will do opt and then apply for h1b')).toEqual(['intent_to_stay']);
  });

  it('does not flag a relative who is settled abroad, nor a negated plan', () => {
    expect(kinds('my brother is settled in canada but i will return to pune')).toEqual([]);
    expect(kinds('i have no plan to apply for h1b, i will join my family firm')).toEqual([]);
  });

  it("does not flag a relative's green card, citizenship or H-1B, but does flag the applicant's own", () => {
    expect(kinds('yes my cousin has a green card, he is a doctor in ohio')).toEqual([]);
    expect(kinds('he is on h1b, he works as a software engineer in san jose')).toEqual([]);
    expect(kinds('my sister got her citizenship last year')).toEqual([]);
    expect(kinds('my brother is on h1b and i also want to go on h1b after my ms')).toEqual(['intent_to_stay']);
    expect(kinds('my uncle says i should apply for a green card')).toEqual(['intent_to_stay']);
  });

  it('flags work arranged through relatives and off-campus part-time jobs on F1', () => {
    expect(kinds('my aunt will get me a job in her store')).toContain('unauthorised_work');
    expect(kinds('i will do a part time job at a restaurant')).toContain('unauthorised_work');
    expect(kinds('i may take an on campus part time job in the library')).toEqual([]);
  });

  it('flags answers where someone else decided or the applicant knows nothing', () => {
    expect(kinds('my agent selected the university for me')).toContain('someone_else_decided');
    expect(kinds('i dont know yet my professor will tell me later')).toContain('knows_nothing');
  });

  it('flags self-contradiction and figures that cannot both be true', () => {
    expect(kinds('i got three admits no actually only one')).toContain('contradiction');
    expect(kinds('total cost is 40 thousand dollars and my loan is 90 thousand')).toContain('contradiction');
  });

  it('flags open-ended or over-long visitor stays on B1/B2', () => {
    expect(kinds('maybe four to five months depending on how things go', 'B1/B2')).toContain('overstay');
    expect(kinds('last time i stayed for nine months with my son', 'B1/B2')).toContain('overstay');
  });

  it('quotes the words that fired with their span', () => {
    const answer = 'Honestly my consultant picked it for me.';
    const [flag] = findRedFlags(answer, 'F1');
    expect(answer.slice(flag!.start, flag!.end)).toBe(flag!.quote);
    expect(flag!.quote).toBe('my consultant picked');
  });

  it('hears a yes to the risk the question asked about as that risk, and a lawful or negated yes as nothing', () => {
    const work = 'Do you plan to work in the US during your visit?';
    const stay = 'Will you stay in the US after your studies?';
    const asked = (answer: string, question: string, visa: string) => findRedFlags(answer, visa, question).map((flag) => flag.kind);
    expect(asked('yes a little bit if i get some time', work, 'B1/B2')).toEqual(['unauthorised_work']);
    expect(asked('um sir maybe some part time if my cousin needs help', work, 'B1/B2')).toEqual(['unauthorised_work']);
    expect(asked('yes sir for some years', stay, 'F1')).toEqual(['intent_to_stay']);
    const [flag] = findRedFlags('Sir, yes, a little.', 'B1/B2', work);
    expect(flag?.quote).toBe('yes, a little');
    // A student may work on campus; practical training and the return are lawful; a job at home is not work there.
    expect(asked('yes on campus in the library, 20 hours a week', 'Do you plan to work while you study?', 'F1')).toEqual([]);
    expect(asked('yes for opt twelve months then i will come back to join my father', stay, 'F1')).toEqual([]);
    expect(asked('yes, I am employed at Infosys', 'Are you working right now, or between jobs?', 'B1/B2')).toEqual([]);
    expect(asked('yes sir i will not work there', work, 'B1/B2')).toEqual([]);
    // Meetings, conferences and negotiations are what a visitor visa allows.
    expect(asked('yes i will attend two client meetings in dallas, my salary is paid in pune', work, 'B1/B2')).toEqual([]);
    expect(asked('no sir', work, 'B1/B2')).toEqual([]);
    expect(
      asked('yes i will stay with my son for two weeks after the delivery', 'Will you stay with your son after the delivery?', 'B1/B2'),
    ).toEqual([]);
  });
});
