import { describe, expect, it } from 'vitest';
import { evaluate } from './evaluate.js';
import { readAnswer } from './features.js';
import { missingKinds, requestText } from './feedback.js';
import { answerStatesKind, declinesThePremise, keyPointKind, statesTheKindAsked } from './signals/fact-kinds.js';
import type { EvaluationInput } from './types.js';

// Questions and answers written for these tests; none is in the training corpus or an evaluation set. Each pins a
// class of behaviour, not a wording.
type Question = Omit<EvaluationInput, 'answer'>;
const afterDegree: Question = {
  visaType: 'F1',
  question: 'What will you do after you complete your degree?',
  modelAnswer: 'I will return to Pune and join Persistent Systems as a data engineer; they have offered me a role after my MS.',
  keyPoints: ['return to Pune', 'Persistent Systems', 'data engineer role'],
};
const relatives: Question = {
  visaType: 'F1',
  question: 'Do you have any relatives in the United States?',
  modelAnswer: 'No, I have no relatives in the US. My whole family lives in Hyderabad.',
  keyPoints: ['clear no', 'family in Hyderabad'],
};
const refusals: Question = {
  visaType: 'B1/B2',
  question: 'Have you ever been refused a US visa?',
  modelAnswer: 'No, I have never been refused a US visa. I have visited Singapore and Dubai and returned on time.',
  keyPoints: ['never refused', 'previous travel', 'returned on time'],
};
const workPlans: Question = {
  visaType: 'F1',
  question: 'Do you plan to work in the US?',
  modelAnswer: 'No. I will only take on-campus work if it is offered, within the 20 hours allowed; my father is paying for my studies.',
  keyPoints: ['no off-campus work', 'on-campus within rules', 'funded by father'],
};
const undergraduate: Question = {
  visaType: 'F1',
  question: 'What are your undergraduate grades, and where did you study?',
  modelAnswer: 'I graduated from Anna University in 2023 with a CGPA of 8.6 in electronics and communication engineering.',
  keyPoints: ['CGPA 8.6', 'Anna University', 'B.Tech in electronics'],
};
const relativeStatus: Question = {
  visaType: 'B1/B2',
  question: "What is your brother's status in the US, and what does he do there?",
  modelAnswer: 'My brother has been a green card holder since 2018. He is an accountant in Edison, New Jersey.',
  keyPoints: ['green card holder since 2018', 'accountant', 'Edison, New Jersey'],
};
const whyReturn: Question = {
  visaType: 'B1/B2',
  question: 'What will bring you back to India after your trip?',
  modelAnswer: 'I am a permanent employee at Wipro in Bengaluru and rejoin on 21 October; we own our flat there.',
  keyPoints: ['permanent job at Wipro', 'rejoin 21 October', 'own flat in Bengaluru'],
};
const tripPurpose: Question = {
  visaType: 'B1/B2',
  question: 'What is the purpose of your trip to the United States?',
  modelAnswer:
    'I am going for a two-week holiday to visit New York and Washington DC with my wife. We have planned sightseeing and a visit to the Smithsonian museums.',
  keyPoints: ['two-week holiday', 'New York and Washington DC', 'with my wife', 'sightseeing'],
};
const sponsor: Question = {
  visaType: 'F1',
  question: 'Who is sponsoring your education?',
  modelAnswer: 'My father is sponsoring my education. He is a senior manager at Larsen and Toubro and earns 30 lakh rupees a year.',
  keyPoints: ['father', 'senior manager at Larsen and Toubro', '30 lakh a year'],
};
const jobOffer: Question = {
  visaType: 'F1',
  question: 'Do you have a job offer in India for after your studies?',
  modelAnswer: 'Yes, Infosys in Bengaluru has offered to rehire me as a senior systems engineer after my MS.',
  keyPoints: ['Infosys', 'Bengaluru', 'senior systems engineer'],
};
const whyUniversity: Question = {
  visaType: 'F1',
  question: 'Why did you choose this university?',
  modelAnswer: 'I chose Purdue because its MS in Industrial Engineering has a supply chain lab and a co-op with Cummins.',
  keyPoints: ['supply chain lab', 'co-op with Cummins'],
};
const greScore: Question = {
  visaType: 'F1',
  question: 'What is your GRE score?',
  modelAnswer: 'I scored 318 in the GRE, with 165 in quant and 153 in verbal, and 4.0 in analytical writing.',
  keyPoints: ['318 total', '165 quant', '153 verbal'],
};

const tripCost: Question = {
  visaType: 'B1/B2',
  question: 'Who is paying for your trip?',
  modelAnswer: 'I am paying for it myself from my savings; I have set aside 12 lakh rupees.',
  keyPoints: ['paying myself', 'savings', '12 lakh rupees'],
};
const educationLoan: Question = {
  visaType: 'F1',
  question: 'How are you funding your studies?',
  modelAnswer: 'I have an education loan of 40 lakh rupees from the State Bank of India, with our house as collateral.',
  keyPoints: ['40 lakh rupees', 'State Bank of India', 'house as collateral'],
};
const familyInUs: Question = {
  visaType: 'B1/B2',
  question: 'Does anyone in your family live in the US?',
  modelAnswer: 'Yes, my daughter is doing her MS at Arizona State University on an F1 visa.',
  keyPoints: ['daughter', 'MS at Arizona State University', 'F1 visa'],
};
const notInIndia: Question = {
  visaType: 'F1',
  question: 'Why not study this in India?',
  modelAnswer: 'Limited seats in India offer robotics with industry-funded labs; my US programme has both.',
  keyPoints: ['limited seats in India', 'industry-funded labs'],
};

const programmeCost: Question = {
  visaType: 'F1',
  question: 'What is the total cost of your programme?',
  modelAnswer: 'It is about 38,000 dollars a year: 24,000 for tuition and 14,000 for living costs, so 76,000 dollars in total.',
  keyPoints: ['38,000 dollars per year', 'tuition 24,000', 'living costs 14,000', '76,000 dollars total'],
};
const universityChoice: Question = {
  visaType: 'F1',
  question: 'What made you pick this university over the others?',
  modelAnswer: 'Its research lab matches my work on drones, and its lower tuition fits our family budget.',
  keyPoints: ['research lab match', 'lower tuition', 'family budget'],
};
const finalProject: Question = {
  visaType: 'F1',
  question: 'What was your final year project?',
  modelAnswer: 'A traffic-signal timing system that learns from camera data; in simulation it cut waiting time by 18 percent.',
  keyPoints: ['traffic-signal timing system', 'camera data', '18 percent'],
};
const priorVisit: Question = {
  visaType: 'B1/B2',
  question: 'Have you visited the US before?',
  modelAnswer: "Yes, in 2018 for my brother's wedding in New Jersey. I stayed 12 days and came back well before my visa ended.",
  keyPoints: ['2018', "brother's wedding in New Jersey", '12 days'],
};
const workSinceDegree: Question = {
  visaType: 'F1',
  question: 'Have you worked anywhere after your degree?',
  modelAnswer: "Yes, I worked at Infosys in Mysore for two years as a systems engineer on a bank's payment software.",
  keyPoints: ['Infosys, Mysore', 'two years as a systems engineer', 'payment software'],
};
const visasHeld: Question = {
  visaType: 'B1/B2',
  question: 'Which other visas do you hold right now?',
  modelAnswer: 'I hold a valid Schengen visa; I visited France and Italy on it last year and came back on time.',
  keyPoints: ['Schengen visa', 'France and Italy', 'came back on time'],
};

function spoken(question: Question, answer: string, extra: Partial<EvaluationInput> = {}) {
  return evaluate({ ...question, answer, durationSeconds: answer.split(/\s+/).length / 2.3, ...extra });
}

const allText = (result: ReturnType<typeof evaluate>) => `${result.correctness} ${result.grammar} ${result.constructive_feedback}`;
const PRAISE = /keep this answer|direct and specific|excellent|well done|great answer/i;

describe('capped classes stay capped, and the texts name the risk without praise', () => {
  it.each([
    [
      'a hedged plan to look for work in the US first',
      afterDegree,
      'honestly i think first i will try to get some work experience in america for few years and then we will see what is best, my cousin in dallas says there are many openings',
    ],
    [
      'a relative with a green card urging the applicant to move',
      relatives,
      'my uncle in chicago has a green card and he keeps telling me to shift there for good, honestly i am also thinking about it',
    ],
    [
      'an evasive, self-contradicting answer about a past refusal',
      refusals,
      'no never refused, actually one time in 2023 something happened but that was not a proper refusal it was some paper issue i dont remember exactly',
    ],
    [
      '"yes" to working in the US',
      workPlans,
      'yes i want to work there part time outside also and after my studies also i will work there',
    ],
    ['an agent who chose everything', whyUniversity, 'my agent selected it for me, i dont know much about it'],
  ])('%s', (_label, question, answer) => {
    const result = spoken(question, answer);
    expect(result.score).toBeLessThanOrEqual(2);
    expect(result.correctness).toMatch(/^Red flag: "/);
    expect(result.details.content?.redFlags[0]?.quote.length).toBeGreaterThan(0);
    expect(allText(result)).not.toMatch(PRAISE);
  });

  it('a dodge whose words name no risk is named by what was asked: a plan to stay left open, not a dodged refusal', () => {
    const stayAfter: Question = {
      visaType: 'F1',
      question: 'Will you stay in the US after your studies?',
      modelAnswer: 'No. I will come back to Chennai and join my father’s logistics business, which I will run.',
      keyPoints: ['clear no', 'come back to Chennai', 'family business'],
    };
    for (const question of [stayAfter, afterDegree]) {
      const result = spoken(question, 'i will see sir, first opt for three years then decide');
      expect(result.score).toBeLessThanOrEqual(2);
      expect(result.correctness).toMatch(/a plan to stay in the US/);
      expect(result.constructive_feedback).toMatch(/If your plan is to return, say so plainly/);
      expect(result.constructive_feedback).not.toMatch(/refusal/);
    }
  });

  it('a dodge of "how long" is named as a stay left open', () => {
    const stayLength: Question = {
      visaType: 'B1/B2',
      question: 'How long will you stay in the US?',
      modelAnswer: 'Three weeks: I land in Chicago on 2 May and fly back on 23 May, before my school reopens.',
      keyPoints: ['three weeks', '2 May to 23 May', 'school reopens'],
    };
    const result = spoken(stayLength, 'we will see how it goes there, no fixed plan as such');
    expect(result.score).toBeLessThanOrEqual(2);
    expect(result.correctness).toMatch(/leaves the length of your stay open/);
    expect(result.constructive_feedback).toMatch(/your return date/);
  });

  it('a figure taken back mid-answer is named as a contradiction, not as a dodge', () => {
    const result = spoken(greScore, 'three twenty no sorry three ten, quant one fifty five');
    expect(result.score).toBeLessThanOrEqual(2);
    expect(result.details.content?.redFlags[0]?.kind).toBe('contradiction');
    expect(result.correctness).toMatch(/contradicts itself/);
    expect(result.constructive_feedback).toMatch(/one consistent answer with the true facts/);
  });

  it('never advises hiding a true fact: the advice is to state the plan truthfully', () => {
    const result = spoken(
      relatives,
      'my uncle in chicago has a green card and he keeps telling me to shift there for good, honestly i am also thinking about it',
    );
    expect(allText(result)).not.toMatch(/do not (say|mention)|don't (say|mention)|avoid (saying|mentioning)|hide/i);
    expect(result.constructive_feedback).toMatch(/Never state a plan that is not yours|true facts|your own/);
  });
});

describe('honest answers with alarming words are scored on their merits', () => {
  it('a strong answer about a past refusal that names the current employer is not capped', () => {
    const result = spoken(
      refusals,
      'yes, in march 2023 my b1 visa was refused under 214b because i had just joined wipro; now i have been a team lead at wipro in pune for three years and my company is sending me to a client meeting in dallas for one week',
    );
    expect(result.score).toBeGreaterThanOrEqual(6);
    expect(result.details.content?.redFlags).toEqual([]);
  });

  it('a brother with a green card, said plainly: no red flag, and the advice is to say it plainly, then own ties', () => {
    const result = spoken(
      relatives,
      'yes my elder brother lives in new jersey, he has a green card and works as a nurse there, my parents and my job at infosys are here in chennai',
    );
    expect(result.score).toBeGreaterThanOrEqual(6);
    expect(allText(result)).not.toMatch(/do not say|green card/i);
    expect(result.constructive_feedback).toMatch(/say it plainly.*then state your own ties/);
  });
});

describe('key points are kinds of fact, never the model answer’s personal facts', () => {
  it.each([
    [
      'visiting a brother in Boston',
      tripPurpose,
      'i am visiting my brother in boston for his graduation at northeastern university on may 10 and i fly back to pune on may 24',
      /New York|Washington|wife|Smithsonian/i,
      // The rubric says 7–8; the model trained on batches a–aa gives 4 (a–s gave 6, a–w 5): trip answers that centre
      // on a relative are under-rated (packages/scoring/README.md, "What is weak"). Never capped, never told to
      // change facts.
      4,
    ],
    [
      'an uncle as sponsor',
      sponsor,
      'my uncle is sponsoring me, he runs a pharmacy business in nagpur and earns about twenty five lakhs a year',
      /father|Larsen|Toubro|senior manager|30 lakh/i,
      6,
    ],
    [
      'joining TCS in Hyderabad',
      jobOffer,
      'yes tcs has given me an offer letter to join their hyderabad office as an assistant systems engineer once i finish my masters',
      /Bengaluru|Infosys|senior systems engineer/i,
      6,
    ],
  ])('%s', (_label, question, answer, foreignFacts, atLeast) => {
    const result = spoken(question, answer);
    expect(result.score).toBeGreaterThanOrEqual(atLeast);
    expect(allText(result)).not.toMatch(foreignFacts);
    expect(result.details.content?.missing.join(' ')).not.toMatch(foreignFacts);
  });

  it('names a kind of fact once, and only when the answer states one', () => {
    const scores = spoken(greScore, 'three twenty one. one sixty eight quant one fifty three verbal');
    expect(scores.correctness.match(/your scores/g)).toHaveLength(1);
    // A test named without a figure states no score.
    const waived = spoken(greScore, 'i did not take the gre, my university waived it for this program');
    expect(waived.correctness).not.toMatch(/your scores/);
    // A word quoted inside a longer quote is not quoted again.
    const costs = spoken(programmeCost, 'total around 55000 dollars for two years including tuition and living');
    expect(costs.correctness).toMatch(/"tuition and living"/);
    expect(costs.correctness).not.toMatch(/"tuition",/);
    // "savings" covers a key point about savings, but names no figures.
    const savings = spoken(tripCost, 'my son is paying for the tickets and i will pay for the rest from my savings');
    expect(savings.correctness).not.toMatch(/You gave[^.]*the figures/);
  });

  it.each([
    [
      'the lender of a loan, not an employer',
      educationLoan,
      'my father is paying the whole amount, around forty lakh',
      /employer/,
      /bank that holds or lends/,
    ],
    [
      'a city after graduation, not a university',
      afterDegree,
      'i will join my fathers construction company in coimbatore as a site engineer',
      /university/,
      /^$/,
    ],
    [
      "what a relative does, not the model applicant's daughter's university",
      familyInUs,
      'yes my younger brother is a us citizen, he lives in dallas',
      /university|programme and degree/,
      /the role or occupation/,
    ],
    [
      '"limited seats" is no employer',
      notInIndia,
      'there are very few seats for robotics in india and the labs are not as good',
      /employer/,
      /^$/,
    ],
    [
      "a project's result in percent, not test scores",
      finalProject,
      'we built a mobile app for farmers to check mandi prices',
      /scores|what you built|specific reason or detail/,
      /what it achieved/,
    ],
    [
      "another applicant's project, method and result cover the model applicant's",
      finalProject,
      'my final year project was a crop disease detection app that reads leaf images with a neural network, it reached 92 percent accuracy',
      /./,
      /^$/,
    ],
    [
      'a monthly EMI or pension is a figure asked for, not "the specific reason"',
      {
        visaType: 'F1',
        question: 'How will you repay your loan?',
        modelAnswer: 'I expect to earn about 20 lakh a year in Pune; an EMI of 50,000 a month clears it in seven years.',
        keyPoints: ['20 lakh a year', 'EMI of 50,000 a month', 'seven years'],
      },
      'my father pays the interest now, and after the course i will pay it back from my salary',
      /specific reason or detail/,
      /the figures/,
    ],
    [
      "another applicant's first-semester subjects cover the model applicant's",
      {
        visaType: 'F1',
        question: 'Which subjects will you study in your first semester?',
        modelAnswer: 'Design and Analysis of Algorithms, Machine Learning and Database Design: nine credits, full-time.',
        keyPoints: ['Design and Analysis of Algorithms', 'Machine Learning', 'Database Design', 'nine credits full-time'],
      },
      'statistical methods, data mining and python programming, three courses in my first semester',
      /specific reason or detail/,
      /^$/,
    ],
    [
      "a university's ranking is its standing, not a request for its name",
      {
        visaType: 'F1',
        question: 'Do you know the ranking of your university?',
        modelAnswer: 'It is a public research university with an R1 classification; its curriculum and faculty mattered more to me.',
        keyPoints: ['public research university', 'R1 classification', 'curriculum and faculty'],
      },
      'yes it is ranked around 40 for computer science in us news, but i chose it for its distributed systems courses',
      /name of the university|standing|specific reason or detail/,
      /^$/,
    ],
    [
      'a project named without how or what it achieved is asked for those, never for "the specific reason"',
      finalProject,
      'it was a mobile app',
      /specific reason or detail|what you built/,
      /how you did it .*what it achieved/,
    ],
    [
      "a relative's citizenship or visa is their status, asked for only when it is not given",
      relativeStatus,
      'my sister is a us citizen, she lives in seattle and teaches at a school there',
      /status in the US/,
      /./,
    ],
    [
      "a relative's status is asked for by its kind, not as the model answer's green card",
      relativeStatus,
      'my brother lives in seattle, he is a software engineer at amazon',
      /holder|2018|the dates/,
      /their status in the US \(citizen, green card or visa\)/,
    ],
    [
      'how work keeps to the rules ("only on-campus"), not the name of a university',
      {
        ...workPlans,
        question: 'Do you plan to work while you study?',
        keyPoints: ['funding covers costs', 'only on-campus', '20 hours a week'],
      },
      'only if my friends restaurant needs help on weekends, otherwise no',
      /name of the university/,
      /what work, if any, you plan, and how it keeps to the visa’s rules/,
    ],
    [
      'a role "at" a company names the employer',
      {
        visaType: 'B1/B2',
        question: 'What do you do for a living?',
        modelAnswer: 'I am a senior project manager at Wipro in Bengaluru, for nine years now, leading a team of 25.',
        keyPoints: ['senior project manager', 'Wipro in Bengaluru', 'nine years', 'team of 25'],
      },
      'i am a sales manager at asian paints in indore for eleven years',
      /employer or company/,
      /^$/,
    ],
    [
      "a family's rice mill is an employer and an occupation",
      {
        visaType: 'F1',
        question: 'What will make you come back to India?',
        modelAnswer: "I am an only child, my parents depend on me, and my father's logistics business in Surat will be mine to run.",
        keyPoints: ['only child', 'parents depend on me', "father's logistics business in Surat", 'career in India'],
      },
      'my father had a heart surgery last year and i am the only son, i have to take care of our rice mill in guntur',
      /employer or company|role or occupation/,
      /^$/,
    ],
    [
      'a town the lexicon knows ("tiruppur") is the place',
      {
        visaType: 'B1/B2',
        question: 'Tell me about your business.',
        modelAnswer: 'I own Patel Textiles in Surat, since 2010, with 18 employees and a turnover of 4 crore.',
        keyPoints: ['Patel Textiles', 'Surat', 'since 2010', '18 employees', '4 crore turnover'],
      },
      'we have a small garment export unit in tiruppur since 2012, 40 workers, turnover around 6 crore',
      /the place/,
      /./,
    ],
    [
      'retired "from" an employer names it, and rented shops are property',
      {
        visaType: 'B1/B2',
        question: 'You are retired. How do you spend your time in India?',
        modelAnswer:
          'I retired as a bank manager from Canara Bank; I draw a pension of 55,000 a month and look after our rental flat in Mysuru.',
        keyPoints: ['retired bank manager', 'Canara Bank', 'pension 55,000 a month', 'rental flat in Mysuru'],
      },
      'i retired from bsnl in 2021, now i manage our two rented shops in vijayawada and look after my grandson',
      /employer or company|what you own/,
      /^$/,
    ],
    [
      'a family budget is money, not a person',
      universityChoice,
      'the robotics lab there matches my final year project',
      /who is involved/,
      /figures/,
    ],
  ])('asks for the right kind of fact: %s', (_label, question, answer, wrongRequest, rightRequest) => {
    // The requests as the scorecard builds them, whether or not the answer ends up capped; /^$/: nothing is missing,
    // not even "the specific reason or detail", which is not asked of an answer that gave most of the facts.
    const missing = missingKinds(readAnswer({ ...question, answer }).keyPoints)
      .map(requestText)
      .join(' ');
    expect(missing).not.toMatch(wrongRequest);
    expect(missing).toMatch(rightRequest);
  });

  it('quotes only words the applicant said, in the order they said them', () => {
    const visas: Question = {
      visaType: 'B1/B2',
      question: 'Which visas do you hold at the moment?',
      modelAnswer: 'I hold a valid UK visitor visa and a Schengen visa; I visited France and Italy last year.',
      keyPoints: ['valid UK visitor visa', 'Schengen visa', 'France and Italy'],
    };
    const answer = 'i have a schengen visa which is valid till next year and a uk visitor visa from twenty twenty three';
    const quotes = [...evaluate({ ...visas, answer }).correctness.matchAll(/"([^"]+)"/g)].map((match) => match[1]!.replace(/ …$/, ''));
    expect(quotes.length).toBeGreaterThan(0);
    for (const quoted of quotes) expect(answer).toContain(quoted);
  });

  it.each([
    ['"no, first time" to a yes-or-no question', priorVisit, 'no sir this is my first time, i have been to dubai and singapore before'],
    ['"none" to a which-question', visasHeld, 'none, this is my first visa application'],
    ['a fresher to a question about work', workSinceDegree, 'i am a fresher sir, i joined the masters straight after my btech'],
    ['"i have never been" without a no', priorVisit, 'i have never been to america, only to dubai once for my cousin'],
  ])('never asks for the facts of a different answer: %s', (_label, question, answer) => {
    const result = spoken(question, answer);
    expect(result.details.content?.missing).toEqual([]);
    expect(result.correctness).toMatch(/answered the question plainly/);
    expect(allText(result)).not.toMatch(/Still missing|Add, from your own situation|wedding|New Jersey|Schengen|Infosys|employer/i);
  });

  it('hears "I did not take the GRE" as declining the question\'s premise, and "I did not choose it" as no such answer', () => {
    expect(declinesThePremise(greScore.question, 'i did not take gre sir, my university waived it')).toBe(true);
    expect(declinesThePremise(greScore.question, "sir i haven't written toefl, my medium of instruction was english")).toBe(true);
    expect(declinesThePremise(whyUniversity.question, 'i did not choose it, my agent did')).toBe(false);
  });

  it('reads where one will live as a place, not a university, and friends or classmates as people', () => {
    const question = 'Where will you live in the US?';
    expect(keyPointKind('shared apartment near campus', question)).toBe('place');
    expect(keyPointKind('two other students', question)).toBe('person');
    expect(answerStatesKind('person', 'i will stay in an apartment near campus with two friends')).toBe(true);
    expect(keyPointKind('University of Texas at Dallas', 'Which university are you going to?')).toBe('university');
  });

  it('reads a name alone under a question about a business or a job as the employer, which another name answers', () => {
    const business: Question = {
      visaType: 'B1/B2',
      question: 'Tell me about your business.',
      modelAnswer:
        'I own Patel Textiles in Surat, a fabric wholesale business I started in 2010. We have 18 employees and a turnover of 4 crore.',
      keyPoints: ['Patel Textiles', 'Surat', 'since 2010', '18 employees', '4 crore turnover'],
    };
    expect(keyPointKind('Patel Textiles', business.question)).toBe('employer');
    expect(keyPointKind('Form I-983', 'What form must your employer sign for STEM OPT?')).toBe('detail');
    const result = spoken(
      business,
      'I run a small pharmacy in Indore called Shree Medicals since 2015, we have 4 staff and turnover around 80 lakh a year.',
    );
    expect(allText(result)).not.toMatch(/specific reason or detail|the employer or company/);
  });

  it('hears an employer it does not know by name after "worked at", and does not ask for the model answer\'s', () => {
    const result = spoken(workSinceDegree, 'yes i worked at mu sigma in bangalore for two years as a decision scientist');
    expect(result.details.content?.missing).not.toContain('the employer or company');
    expect(result.correctness).toMatch(/facts this question asks for: the employer/);
    expect(allText(result)).not.toMatch(/Infosys|Mysore|(add|still missing)[^.]*employer/i);
  });

  it("reads a paper as a trip's purpose only under a question about the trip, and as one's record elsewhere", () => {
    const lowGrades: Question = {
      visaType: 'F1',
      question: 'Your grades are not very high. Why should a US university accept you?',
      modelAnswer:
        'My CGPA is 7.2, but my final two years averaged 8.1, I scored 164 in GRE Quant, and I co-wrote an IEEE paper on traffic prediction.',
      keyPoints: ['CGPA 7.2', 'final two years 8.1', 'GRE quant 164', 'IEEE paper'],
    };
    expect(keyPointKind('IEEE paper', lowGrades.question)).toBe('experience');
    expect(keyPointKind('presenting a paper on sepsis', 'Which conference are you attending and why?')).toBe('purpose');
    const result = spoken(
      lowGrades,
      'my cgpa is 6.8 because in second year my father was hospitalised, but in final year i got 8.2 and my gre is 321',
    );
    expect(allText(result)).not.toMatch(/the event, meeting or plan/);
  });

  it('a plain "no" where the model applicant says no too is not told the facts of a different answer do not apply', () => {
    const stayOn: Question = {
      visaType: 'F1',
      question: 'Will you stay in the US after your studies?',
      modelAnswer: 'No. I will come back to India and join my family business, and build a career in India.',
      keyPoints: ['clear no', 'come back to India', 'family business', 'analytics sector in India'],
    };
    const plain = spoken(stayOn, 'no sir');
    expect(plain.correctness).toMatch(/answered the question plainly/);
    expect(plain.correctness).not.toMatch(/facts of a different answer/);
    // A bare "no" is not praised as specific: to a plan question it is asked for the plan that brings the applicant
    // back; to any other, for one fact that backs it.
    for (const bare of ['no', 'no sir'])
      expect(spoken(stayOn, bare).constructive_feedback).toBe(
        'Your "no" answers the question. Follow it with what you will do instead, from your own plan: what you return to (your job, studies or family) and when.',
      );
    expect(spoken(relatives, 'no sir nobody').constructive_feedback).toBe(
      'Your "no" answers the question. Follow it with one fact from your own life that backs it up, in one short sentence.',
    );
    const firstVisit: Question = {
      visaType: 'B1/B2',
      question: 'Have you been to the US before?',
      modelAnswer: "Yes, in 2018 for my brother's wedding in New Jersey; I stayed 12 days and returned well before my visa ended.",
      keyPoints: ['2018', "brother's wedding in New Jersey", '12 days', 'returned well before'],
    };
    expect(spoken(firstVisit, 'no, this is my first visit').correctness).toMatch(/facts of a different answer/);
  });

  it('tells an applicant with family in the US to say so plainly, and not one who says there is none', () => {
    const relatives: Question = {
      visaType: 'F1',
      question: 'Do you have any relatives in the US?',
      modelAnswer: 'No, I do not have any relatives in the United States. My whole family lives in India.',
      keyPoints: ['clear no', 'no relatives in the United States', 'family lives in India'],
    };
    const mentions = /You mention family in the US/;
    // "lives with us" is the pronoun, not the country.
    expect(
      spoken(whyReturn, 'i teach at a government school in madurai, my pension depends on it, and my mother lives with us')
        .constructive_feedback,
    ).not.toMatch(mentions);
    const brother = spoken(relatives, 'yes my elder brother lives in texas, he is an engineer there. my parents are in pune');
    expect(brother.constructive_feedback).toMatch(mentions);
    // "Clear no" is the model applicant's record: a yes has not missed it.
    expect(brother.correctness).toMatch(/^You gave every fact this question asks for/);
    for (const denial of [
      'no sir none of my relatives are in the us, my whole family is in kochi',
      'no, my family is not in the us, all of them live in pune',
    ])
      expect(spoken(relatives, denial).constructive_feedback).not.toMatch(mentions);
  });

  it('never takes "no idea" for a no, and never caps an answer that declines the premise as no answer', () => {
    expect(declinesThePremise('Are you speaking at the conference?', 'no idea sir')).toBe(false);
    const gre: Question = {
      visaType: 'F1',
      question: 'What is your GRE score?',
      modelAnswer: 'I scored 318 on the GRE: 165 in Quantitative, 153 in Verbal and 4.0 in Analytical Writing.',
      keyPoints: ['GRE 318', '165 Quantitative', '153 Verbal', '4.0 Analytical Writing'],
    };
    const result = spoken(gre, 'i did not take gre sir, my university does not require it');
    expect(result.score).toBeGreaterThanOrEqual(3);
    expect(allText(result)).not.toMatch(/could not be assessed|does not give an answer/);
  });

  it('hears a meeting, a negotiation or a birth as the purpose of a trip', () => {
    const business: Question = {
      visaType: 'B1/B2',
      question: 'What is the business purpose of this trip?',
      modelAnswer: 'I am attending the Pack Expo trade show in Chicago for three days to see new packaging machines.',
      keyPoints: ['Pack Expo trade show', 'Chicago', 'three days'],
    };
    const result = spoken(business, "i am going to meet our distributor in new jersey and negotiate next year's contract, four days");
    expect(result.details.content?.missing).not.toContain(requestText('purpose'));
    const birth = spoken(
      tripPurpose,
      'my daughter is having her first baby in march in dallas, my wife and i are going to help for six weeks',
    );
    expect(birth.details.content?.missing).not.toContain(requestText('purpose'));
  });

  it('hears "we do not have children" as declining what the question takes for granted, not as missing its facts', () => {
    const childcare: Question = {
      visaType: 'B1/B2',
      question: 'Who will look after your children while you travel?',
      modelAnswer: 'My mother-in-law will stay at our home in Pune with our two sons for the twelve days we are away.',
      keyPoints: ['mother-in-law', 'two sons', 'home in Pune', 'twelve days'],
    };
    for (const answer of ['we do not have children sir, it is just the two of us', "i'm not married and i have no kids"]) {
      expect(declinesThePremise(childcare.question, answer)).toBe(true);
      const result = spoken(childcare, answer);
      expect(result.correctness).toMatch(/do not apply to you/);
      expect(result.details.content?.missing).toEqual([]);
    }
    expect(declinesThePremise(childcare.question, 'my mother will take care of them, we do not have any maid')).toBe(false);
  });

  it("a past refusal told plainly is not asked for the model applicant's clean record", () => {
    const refusedBefore: Question = {
      visaType: 'F1',
      question: 'Have you been refused a US visa before?',
      modelAnswer: 'No, I have never been refused. This is my first US visa application.',
      keyPoints: ['clear no', 'never refused', 'first US visa application'],
    };
    expect(keyPointKind('first US visa application', refusedBefore.question)).toBe('denial');
    const result = spoken(
      refusedBefore,
      'yes once in 2023 under 214b, my bank statements were not clear; now my father has an sbi loan sanction of 40 lakh',
    );
    expect(result.correctness).not.toMatch(/facts (this question|it) asks for|specific reason or detail/);
    expect(result.details.content?.missing).toEqual([]);
  });

  it('reads a name alone under a question that asks where as the place asked for, which a dormitory answers', () => {
    expect(keyPointKind('Lubbock', 'Where will you live in the US?')).toBe('place');
    expect(keyPointKind('Lubbock', 'Who is your sponsor?')).toBe('detail');
    const accommodation: Question = {
      visaType: 'F1',
      question: 'Where will you live in the US?',
      modelAnswer:
        'I will share a two-bedroom apartment near campus in Richardson with two other incoming students. My share of the rent is about 450 dollars a month.',
      keyPoints: ['shared apartment near campus', 'Richardson', 'two other students', '450 dollars a month'],
    };
    const result = spoken(
      accommodation,
      'I will live in the university dormitory, Hall 3, for the first year; it costs about 700 dollars a month with meals.',
    );
    expect(`${result.correctness} ${result.constructive_feedback}`).not.toMatch(/specific reason or detail/);
  });

  it('a "no" that opens an answer to a why-question still hears what is missing', () => {
    const result = spoken(whyUniversity, 'no particular reason sir, it is a good university');
    expect(result.details.content?.missing.length).toBeGreaterThan(0);
  });

  it('names the kind of fact that is missing', () => {
    const result = spoken(sponsor, 'my uncle is sponsoring me and he is very supportive of my studies');
    expect(`${result.correctness} ${result.constructive_feedback}`).toMatch(/the role or occupation|the figures/);
  });

  it.each([
    ['a grade "out of 10" and a university by its initials', undergraduate, '7.9 out of 10 in mechanical engineering from vtu, 2024 batch'],
    ['amounts written short ("35L")', sponsor, 'my dad, he is a chartered accountant, earns about 35L a year'],
    [
      'a sponsor who runs his own business',
      sponsor,
      'my father, he runs a pharma distribution business and makes around 1.2 crore per annum',
    ],
  ])('never asks for a fact the answer gave in its own form: %s', (_label, question, answer) => {
    const result = spoken(question, answer);
    expect(result.details.content?.missing).toEqual([]);
    expect(result.constructive_feedback).not.toMatch(/^Add, from your own situation/);
  });
});

describe('advice fits the visa', () => {
  const businessVisit: Question = {
    visaType: 'B1/B2',
    question: 'What will you do on this business trip?',
    modelAnswer: 'I will meet two suppliers in Chicago and visit their plant for three days; my company in Pune pays for the trip.',
    keyPoints: ['meet two suppliers', 'Chicago', 'three days', 'company pays'],
  };
  it('a bare yes to working in the US on a visitor visa is capped as the plan it is, quoted', () => {
    const workQuestion: Question = {
      visaType: 'B1/B2',
      question: 'Do you plan to work in the US during your visit?',
      modelAnswer: 'No. I am visiting my sister in Austin for three weeks and will return to my job at Infosys in Pune.',
      keyPoints: ['clear no', 'visiting sister for three weeks', 'job at Infosys in Pune'],
    };
    for (const answer of ['yes sir', 'yes a little bit if i get some time']) {
      const result = spoken(workQuestion, answer);
      expect(result.score).toBeLessThanOrEqual(2);
      expect(result.correctness).toMatch(/^Red flag: "yes/);
      expect(result.constructive_feedback).not.toMatch(PRAISE);
    }
  });

  it('a visitor who plans paid work is told what a visitor visa allows, not F-1 campus work', () => {
    const result = spoken(businessVisit, 'i will do some work for a client in new jersey for two months, they will pay me in dollars');
    expect(result.score).toBeLessThanOrEqual(2);
    expect(result.constructive_feedback).toMatch(/visitor visa allows/);
    expect(result.constructive_feedback).not.toMatch(/F-1|on-campus/);
  });

  it('a hedged "if I get an offer" is named as work and quoted whole, not taken for a past refusal', () => {
    const result = spoken(businessVisit, 'no, but if i get a good offer there i will think about it');
    expect(result.score).toBeLessThanOrEqual(2);
    expect(result.correctness).toMatch(/"no, but if i get a good offer there i will think about it"/);
    expect(result.constructive_feedback).toMatch(/visitor visa allows/);
    expect(result.constructive_feedback).not.toMatch(/refusal/);
  });
});

describe('vague, terse and off-topic answers', () => {
  it('a vague answer on the subject is weak, not off-topic', () => {
    const result = spoken(
      whyUniversity,
      'it is a very good university and the faculty is very good and there is good exposure for students, i am very passionate about it',
    );
    expect(result.score).toBeGreaterThanOrEqual(3);
    expect(result.score).toBeLessThanOrEqual(5);
    expect(allText(result)).not.toMatch(/could not be assessed|does not give an answer|off-topic/i);
    expect(result.correctness).toMatch(/names no concrete fact|stock phrase/);
  });

  it('a long answer that states none of the facts asked for is told to add them, not to cut', () => {
    const result = spoken(
      whyUniversity,
      'I chose it because it is one of the best universities in the world and the education system is very practical. There are many opportunities for research and the faculty are very experienced. I have always dreamed of studying there and it will help me grow as a person and in my career, and I will get global exposure and a lot of learning.',
      { inputMethod: 'typed', durationSeconds: undefined },
    );
    expect(result.details.delivery?.length).toMatch(/long|rambling/);
    expect(result.constructive_feedback).toMatch(/^Add, from your own situation/);
  });

  it('a terse answer that names the kind of fact asked for is never told it answers another question', () => {
    const stay: Question = {
      visaType: 'F1',
      question: 'Where are you going to stay once you reach the US?',
      modelAnswer: 'In the graduate residence hall on campus in Tempe, a double room at about 780 dollars a month.',
      keyPoints: ['graduate residence hall', 'Tempe', '780 dollars a month'],
    };
    for (const answer of ['with my uncle in edison new jersey for the first few months', 'uncle house edison first two months'])
      expect(allText(spoken(stay, answer))).not.toMatch(/does not give an answer|off-topic/i);
    expect(statesTheKindAsked(stay.question, 'my father is a doctor and my mother is a teacher')).toBe(false);
    expect(statesTheKindAsked('How long will you stay?', 'three weeks only sir')).toBe(true);
  });

  it('an answer to a different question is not praised', () => {
    const result = spoken(greScore, 'my father is a businessman in surat and he will pay all my fees from his savings');
    expect(result.score).toBeLessThanOrEqual(1);
    expect(allText(result)).not.toMatch(PRAISE);
  });
});

describe('unassessable input says so and gives no score-like praise', () => {
  it.each([
    ['empty', '', 0],
    ['"no idea"', 'no idea sir', 0],
  ])('%s', (_label, answer, expected) => {
    const result = spoken(whyUniversity, answer);
    expect(result.score).toBe(expected);
    expect(result.correctness).toMatch(/could not be assessed/);
    expect(allText(result)).not.toMatch(PRAISE);
  });

  it('low recognition confidence', () => {
    const result = spoken(whyUniversity, 'i chose purdue for its supply chain lab and the co op with cummins', { confidence: 0.3 });
    expect(result.score).toBe(1);
    expect(result.correctness).toMatch(/could not be assessed.*confidence 0\.30/);
  });

  it('recognition word salad', () => {
    const result = spoken(whyUniversity, 'the purdue of going lab chain the supply bank my in fall co op the ok the which');
    expect(result.score).toBeLessThanOrEqual(1);
    expect(result.correctness).toMatch(/could not be assessed.*words that do not belong together/);
    expect(allText(result)).not.toMatch(PRAISE);
  });

  it('a fluent answer to another question is called that, not misheard speech', () => {
    const result = spoken(greScore, 'my father is a businessman in surat and he will pay all my fees from his savings');
    expect(result.score).toBeLessThanOrEqual(1);
    expect(result.correctness).toMatch(/could not be assessed/);
    expect(result.correctness).not.toMatch(/words that do not belong together|misheard/);
    expect(result.correctness).toMatch(/does not give an answer to the question asked/);
  });
});

describe('delivery', () => {
  it('a typed answer gets no pace verdict, however short its timing', () => {
    const result = evaluate({
      ...whyUniversity,
      answer:
        'I chose Purdue for its supply chain analytics lab and the co-op programme with Cummins, which matches my two years at Tata Motors.',
      inputMethod: 'typed',
      durationSeconds: 0.4,
    });
    expect(result.details.delivery.wordsPerMinute).toBeNull();
    expect(result.details.delivery.pace).toBe('unknown');
    expect(allText(result)).not.toMatch(/words\/min|words per minute|fast|slow/);
  });

  it('does not count fillers as grammar errors', () => {
    const result = spoken(whyUniversity, 'um i chose purdue uh because of its supply chain lab and the co op with cummins');
    expect(result.details.language?.issues).toEqual([]);
  });
});

describe('determinism', () => {
  it('returns byte-identical output for the same input', () => {
    for (const answer of ['i chose purdue for its supply chain lab', 'my agent selected it for me', 'the purdue of going lab chain']) {
      const runs = Array.from({ length: 3 }, () => JSON.stringify(spoken(whyUniversity, answer)));
      expect(new Set(runs).size).toBe(1);
    }
  });
});
