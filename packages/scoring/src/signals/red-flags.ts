/**
 * Risk phrases: statements an officer hears as intent to stay or work beyond the visa, someone else deciding,
 * not knowing one's own plan, contradiction or evasion. They are not the verdict: they are one signal the learned
 * red-flag classifier reads, and when the classifier caps an answer they supply the quote and its kind. Patterns
 * run over the clean view (fillers removed) and keep the words that fired with their span.
 */
import { buildCleanView, type CleanView, matchesInAnswer, overlaps, toOriginalSpan } from '../text/clean-view.js';
import { toTerms, type Term } from '../text/tokens.js';
import type { RedFlag, RedFlagKind } from '../types.js';

interface FlagRule {
  /** Stable: names the explanation's text in every language (messages/). */
  id: string;
  kind: RedFlagKind;
  pattern: RegExp;
  cap: 1 | 2;
  explanation: string;
  /** Restricts the rule to one visa; B1/B2 and F1 permit different things (e.g. on-campus work). */
  visa?: 'F1' | 'B1/B2';
  /** Rejects a match in context (negation, a relative's situation rather than the applicant's). */
  unless?: (before: string, after: string) => boolean;
}

const US = '(?:the us|us|usa|america|the states|states|there|here)';
const RELATIVE =
  '(?:sister|brother|cousin|uncle|aunt|relatives?|family|son|daughter|friends?|parents|mother|father|wife|husband|everyone|everybody)';
const NEGATED = /\b(not|never|no|don't|dont|won't|wont|will not|do not|no plan to|no intention)\b[^.]{0,25}$/;
/**
 * The clause is about someone else: "my cousin has a green card", "he is on h1b". A relative's status is a true fact
 * to say plainly, not the applicant's intent; "my brother is on h1b and i want one too" is the applicant's again.
 */
const SOMEONE_ELSE = new RegExp(`\\b(${RELATIVE}|he|she|they|his|her|their)\\b(?![^.]*\\b(i|i'm|im|me|my|we|our)\\b)[^.]{0,40}$`);
const DEFERRING_PERSON = '(?:consultant|agent|agency|counsell?or|advisor|adviser)';
const FAMILY_MEMBER = '(?:parents|father|mother|family|uncle|brother|sister|dad|mom|papa|cousin)';

export const RED_FLAG_RULES: readonly FlagRule[] = [
  {
    id: 'intent-to-stay-1',
    kind: 'intent_to_stay',
    pattern: /\b(settle|settled|settling) (down )?(there|here|in the us|in us|in the usa|in usa|in america|abroad|permanently)\b/g,
    cap: 1,
    explanation: 'Saying you will settle in the US contradicts the temporary stay the visa requires.',
    unless: (before) =>
      new RegExp(`\\b${RELATIVE} (is|are|has|have|was|were)( also| already)?( been)? $`).test(before) || NEGATED.test(before),
  },
  {
    id: 'intent-to-stay-2',
    kind: 'intent_to_stay',
    pattern: /\b(green card|citizenship|permanent residen\w*|immigrate|immigration)\b/g,
    cap: 1,
    explanation: 'Mentioning a green card or immigration signals immigrant intent, which the officer must refuse.',
    unless: (before) => NEGATED.test(before) || SOMEONE_ELSE.test(before),
  },
  {
    id: 'intent-to-stay-3',
    kind: 'intent_to_stay',
    pattern: /\b(h1b|h-1b|h 1 b|h1 b|h 1b|work visa)\b/g,
    cap: 1,
    explanation: 'Planning to move on to an H-1B work visa shows you intend to stay and work in the US.',
    unless: (before) => NEGATED.test(before) || SOMEONE_ELSE.test(before),
  },
  {
    id: 'intent-to-stay-4',
    kind: 'intent_to_stay',
    pattern: new RegExp(
      `\\b(find|get|search for|look for|looking for|searching for) (a |some )?(good |nice |better |well paid |high paying )?(job|work|employment)( in ${US}| there)\\b`,
      'g',
    ),
    cap: 1,
    explanation: 'Planning to look for a job in the US tells the officer you intend to stay.',
    unless: (before) => NEGATED.test(before),
  },
  {
    id: 'intent-to-stay-5',
    kind: 'intent_to_stay',
    pattern: /\bin (the us|us|usa|america|the states) (i|we) (can|could|will|would) (easily )?(get|earn|make)\b/g,
    cap: 1,
    explanation: 'Talking about what you could earn in the US suggests you plan to work there.',
  },
  {
    id: 'intent-to-stay-6',
    kind: 'intent_to_stay',
    pattern:
      /\bstay (back|on) (there|in the us|in america|after)\b|\bstay (there|in the us|in america) (permanently|forever|for good|after (my )?(studies|degree|course))\b/g,
    cap: 1,
    explanation: 'Saying you will stay on in the US contradicts the temporary stay the visa requires.',
    unless: (before) => NEGATED.test(before),
  },
  {
    id: 'intent-to-stay-7',
    kind: 'intent_to_stay',
    pattern:
      /\b(see|explore|look|check) (if there are |if there is |for |what )?(any )?(good |job |work |business |better )?(opportunities|opportunity|options|jobs)( for me)?( there| in (the )?us| in america| available)?\b/g,
    cap: 2,
    explanation: 'Looking for "opportunities" on a visitor visa sounds like looking for work or a way to stay.',
    visa: 'B1/B2',
  },
  {
    id: 'unauthorised-work-1',
    kind: 'unauthorised_work',
    pattern: /\b(get|give|find|arrange|got|promised) me (some |a |an )?(part[- ]time |small |good )?(job|work)\b/g,
    cap: 2,
    explanation: 'A job arranged through someone you know is work the visa does not allow.',
  },
  {
    id: 'unauthorised-work-2',
    kind: 'unauthorised_work',
    pattern: /\bpart[- ]time (job|work)\b/g,
    cap: 2,
    explanation: 'Off-campus part-time work is not allowed on an F-1 visa without authorisation.',
    visa: 'F1',
    unless: (before, after) => /on[- ]?campus/.test(before.slice(-40) + after.slice(0, 40)) || NEGATED.test(before),
  },
  {
    id: 'unauthorised-work-3',
    kind: 'unauthorised_work',
    pattern: /\buntil (i|we) (find|get) (a |some )?(job|work)\b/g,
    cap: 2,
    explanation: 'Relying on finding a job to support yourself means working without authorisation.',
  },
  {
    id: 'unauthorised-work-4',
    kind: 'unauthorised_work',
    pattern: /\b(work|working|job) (at|in|on|from) (the )?(client|customer)('s)? (location|site|office|place|premises)\b/g,
    cap: 2,
    explanation: 'Hands-on work at a US client site is employment, which a B-1 visa does not permit.',
    visa: 'B1/B2',
  },
  {
    id: 'unauthorised-work-5',
    kind: 'unauthorised_work',
    pattern: /\b(work|working|job|do the work|doing the work)\b[^.]{0,40}\bfor (\w+ )?(months|years)\b/g,
    cap: 2,
    explanation: 'Working in the US for months describes employment, which a visitor visa does not permit.',
    visa: 'B1/B2',
    unless: (before) => NEGATED.test(before) || /\b(have been|been|am|i have)\s*$/.test(before),
  },
  {
    id: 'overstay-1',
    kind: 'overstay',
    pattern: /\b(overstay\w*|extended my (stay|visa)|visa (was )?expired)\b/g,
    cap: 1,
    explanation: 'An overstay or extension history makes the officer doubt you will leave on time.',
    unless: (before) => NEGATED.test(before),
  },
  {
    id: 'overstay-2',
    kind: 'overstay',
    pattern:
      /\b(stayed|remained|lived there)( there| in the us| in america| with (my|our) \w+)?( for)?( about| around| almost| nearly| more than)? ((seven|eight|nine|ten|eleven|twelve|7|8|9|10|11|12) months|(one|two|three|four|five|1|2|3|4|5|a|one and a half) years?)\b/g,
    cap: 1,
    explanation: 'A previous stay of more than six months on a visitor visa looks like an overstay.',
    visa: 'B1/B2',
  },
  {
    id: 'overstay-3',
    kind: 'overstay',
    pattern:
      /\bdepending on (how )?(things|the situation|it goes|how it goes|the job|opportunities)\b|\bas long as (possible|i can|we can)\b|\b(not|haven't|have not) (yet )?decided how long\b/g,
    cap: 2,
    explanation: 'An open-ended stay gives the officer no fixed, temporary purpose.',
  },
  {
    id: 'weak-ties-1',
    kind: 'weak_ties',
    pattern: new RegExp(
      `\\b${RELATIVE} (might|may|will|plan to|planning to|are planning to|is planning to|are going to|is going to|also want to|want to) (also )?(move|shift|settle|migrate|join me)\\b`,
      'g',
    ),
    cap: 2,
    explanation: 'Family planning to move to the US weakens the ties that bring you back.',
  },
  {
    id: 'weak-ties-2',
    kind: 'weak_ties',
    pattern: new RegExp(`\\b${RELATIVE} (is|are) also (settled|living|staying) (in|there)\\b`, 'g'),
    cap: 2,
    explanation: 'Close family settled in the US weakens the ties that bring you back.',
  },
  {
    id: 'weak-ties-3',
    kind: 'weak_ties',
    pattern: /^(not much|nothing much|not really|nothing really|no ties|i don't have (any|much) ties|no strong ties)\b/g,
    cap: 2,
    explanation: 'Admitting you have few ties at home undercuts the reason to return.',
  },
  {
    id: 'weak-ties-4',
    kind: 'weak_ties',
    pattern: /\b(wife|husband|kids|children|family|parents) (is|are) already (in|there|living in|staying in|settled)\b/g,
    cap: 1,
    explanation: 'Close family already living in the US means you have little to return to.',
    unless: (before) => /\b(no|not)\s*$/.test(before),
  },
  {
    id: 'someone-else-decided-1',
    kind: 'someone_else_decided',
    pattern: new RegExp(
      `\\b(my )?${DEFERRING_PERSON}( \\w+)? (picked|chose|choose|selected|decided|suggested|filled|did everything|handles|handled|told me|will tell me|tells me)\\b`,
      'g',
    ),
    cap: 2,
    explanation: 'When an agent or consultant made the choices, the officer doubts your own purpose.',
  },
  {
    id: 'someone-else-decided-2',
    kind: 'someone_else_decided',
    pattern: /\bapplied (wherever|where|to whatever|whatever) (he|she|they|my \w+) (told|said|suggested|asked)\b/g,
    cap: 2,
    explanation: 'Applying wherever you were told suggests someone else decided your plan.',
  },
  {
    id: 'someone-else-decided-3',
    kind: 'someone_else_decided',
    pattern: new RegExp(`\\b(my )?${FAMILY_MEMBER} (decided|chose|selected|forced me|told me to|wanted me to|made me)\\b`, 'g'),
    cap: 2,
    explanation: 'Saying your family decided makes the officer doubt the plan is your own.',
    unless: (before, after) => /^\s*(to support|to fund|to pay)/.test(after) || /\b(and i|i and)\s*$/.test(before),
  },
  {
    id: 'knows-nothing-1',
    kind: 'knows_nothing',
    pattern: new RegExp(
      `\\b${FAMILY_MEMBER}( \\w+)? (handled|handles|managed|manages|arranged|knows|is handling|did) (all|everything|all that|all of it|it all|the details)\\b|\\b(is going to|will) take care of everything\\b`,
      'g',
    ),
    cap: 2,
    explanation: 'Not knowing your own arrangements because someone else handles them hurts credibility.',
  },
  {
    id: 'knows-nothing-2',
    kind: 'knows_nothing',
    pattern: /\bi (really )?(don't|dont|do not) (really )?know (much|anything|yet|about it|the details|exactly what)\b/g,
    cap: 2,
    explanation: 'Not knowing the basics of your own plan makes the officer doubt it.',
  },
  {
    id: 'knows-nothing-3',
    kind: 'knows_nothing',
    pattern: /\b(will|would|should) tell me (after|when|once|later)\b/g,
    cap: 2,
    explanation: 'Deferring to someone else for basic facts of your plan sounds unprepared.',
  },
  {
    id: 'contradiction-1',
    kind: 'contradiction',
    pattern: /\b(no|sorry|oh) actually\b|\bactually no\b|\bi mean no\b|\bor rather\b|\bsorry i mean\b/g,
    cap: 2,
    explanation: 'Correcting yourself mid-answer on a basic fact sounds unreliable.',
  },
  {
    id: 'contradiction-2',
    kind: 'contradiction',
    pattern:
      /\bactually (we|i|he|she|they|my \w+) (did not|didn't|didnt|do not|don't|dont|have not|haven't|never|are not|aren't|is not|isn't|was not|wasn't)\b/g,
    cap: 1,
    explanation: 'Taking back what you just said is a contradiction the officer will not overlook.',
  },
];

interface Amount {
  rupees: number;
  role: 'income' | 'loan' | 'cost' | 'other';
  start: number;
  end: number;
}

const RUPEES_PER_DOLLAR = 83;

/** Money amounts with what they refer to (income, loan, cost), read from nearby words. */
function findAmounts(answer: string): Amount[] {
  const terms = toTerms(answer);
  const amounts: Amount[] = [];
  let lastScale: 'lakh' | 'crore' | 'dollar' | null = null;
  terms.forEach((term: Term, index: number) => {
    if (term.value === undefined) return;
    const next = terms.slice(index + 1, index + 3).map((t) => t.key);
    const written = answer.slice(term.start, term.end);
    let scale: 'lakh' | 'crore' | 'dollar' | null = next.includes('lakh')
      ? 'lakh'
      : next.includes('crore')
        ? 'crore'
        : next.includes('dollar') || written.startsWith('$')
          ? 'dollar'
          : null;
    // "50 thousand dollars ... my loan is 80 thousand": an unlabelled large amount keeps the currency last named.
    if (scale === null && term.value >= 1000 && lastScale !== null) scale = lastScale;
    if (scale === null) return;
    lastScale = scale;
    const rupees = scale === 'lakh' ? term.value * 1e5 : scale === 'crore' ? term.value * 1e7 : term.value * RUPEES_PER_DOLLAR;
    const context = terms
      .slice(Math.max(0, index - 6), index)
      .map((t) => t.key)
      .reverse();
    const role = context.find((key) => key === 'income' || key === 'loan' || key === 'cost' || key === 'total');
    amounts.push({
      rupees,
      role: role === 'total' ? 'cost' : role === undefined ? 'other' : (role as Amount['role']),
      start: term.start,
      end: term.end,
    });
  });
  return amounts;
}

export const AFFIRMED_EXPLANATIONS = {
  'affirmed-work': 'Saying yes to working in the US is a plan for work a visitor visa does not allow.',
  'affirmed-stay': 'Saying yes to staying on in the US contradicts the temporary stay the visa requires.',
} as const;

/** The question asks the applicant about their own plan: "Do you plan to…", "Will you…". */
const ASKS_ABOUT_THE_APPLICANT = /^(do|will|are|would|could|can|shall)\s+you\b/;
const WORK_QUESTION = /\b(work|working|job|jobs|earn|earning|paid|payment|salary|employment|employed)\b/;
/** Work asked about is work in the US ("Are you working right now?" asks about the job at home). */
const IN_THE_US = /\b(us|u\.s\.?|usa|america|united states|there|during (your|the|this) (visit|trip|stay)|while you)\b/;
const STAY_QUESTION =
  /\b(stay (on|back|longer|permanently)|stay (in the us|in the united states|in america|there)\b[^?]{0,20}\b(after|beyond|permanently|longer)|settle|remain (in|there)|green card|immigrat\w*|h-?1b|extend your stay)\b/;
/** "yes", "maybe", "a little bit" — an opening that grants what was asked, ahead of any negation. */
const AFFIRMING_OPENING =
  /^(?:(?:sir|madam|maam|so|actually|well|okay|ok|honestly) )*((?:yes|yeah|yep|ya|sure|definitely|of course|probably|maybe|hopefully|a little|little bit|some|i think so)\b[^.?!]{0,80})/;
const TAKES_IT_BACK = /\b(no|not|never|won't|wont|don't|dont|cannot|can't)\b/;
/**
 * Lawful ways to stay on or work that the answer names: practical training, the return itself, or the business a
 * visitor visa allows ("yes, two client meetings in Dallas; my salary is paid in Pune").
 */
const LAWFUL_OR_RETURNING =
  /\b(opt|cpt|on[- ]campus|return|come back|coming back|go back|going back|back to india|remote\w*|from india|indian (company|employer|office)|(client |business )?meetings?|conferences?|negotiat\w*|trade (show|fair)|expo)\b/;

const AFFIRMED_KEYS: ReadonlySet<string> = new Set(Object.keys(AFFIRMED_EXPLANATIONS).map((id) => `redFlag.rule.${id}`));

/** A flag that is the applicant's yes to the risk the question asked about: a red flag whatever else the answer says. */
export function affirmsTheRisk(flags: readonly RedFlag[]): boolean {
  return flags.some((flag) => AFFIRMED_KEYS.has(flag.message.key));
}

/**
 * "Yes, a little, if I get time" to "Do you plan to work in the US during your visit?" names no work and no place, so
 * no phrase rule fires, yet it is the plan the question asked about. Work counts for visitors (a student may work on
 * campus); staying on counts for both visas.
 */
function findAffirmedRisk(answer: string, view: CleanView, visaType: string, question: string): RedFlag[] {
  const asked = question.toLowerCase().trim();
  if (!ASKS_ABOUT_THE_APPLICANT.test(asked)) return [];
  const id =
    visaType === 'B1/B2' && WORK_QUESTION.test(asked) && IN_THE_US.test(asked)
      ? 'affirmed-work'
      : STAY_QUESTION.test(asked)
        ? 'affirmed-stay'
        : null;
  if (id === null) return [];
  const opening = AFFIRMING_OPENING.exec(view.text);
  const granted = opening?.[1];
  if (!opening || granted === undefined || TAKES_IT_BACK.test(granted) || LAWFUL_OR_RETURNING.test(view.text)) return [];
  const openingEnd = opening.index + opening[0].length;
  const { start, end } = toOriginalSpan(view, openingEnd - granted.length, openingEnd);
  return [
    {
      kind: id === 'affirmed-work' ? 'unauthorised_work' : 'intent_to_stay',
      cap: 2,
      start,
      end,
      quote: answer.slice(start, end),
      explanation: AFFIRMED_EXPLANATIONS[id],
      message: { key: `redFlag.rule.${id}` },
    },
  ];
}

export const NUMERIC_EXPLANATIONS = {
  'loan-exceeds-cost': 'The loan you name is larger than the total cost you name, so the figures do not add up.',
  'payment-exceeds-income': 'The amount to be paid is many times the income said to pay it, so the funding is not credible.',
} as const;

/** Figures that cannot both be true: a loan larger than the whole cost, or fees far beyond the income paying them. */
function findNumericContradictions(answer: string, view: CleanView): RedFlag[] {
  const amounts = findAmounts(answer);
  const loans = amounts.filter((amount) => amount.role === 'loan');
  const costs = amounts.filter((amount) => amount.role === 'cost');
  const incomes = amounts.filter((amount) => amount.role === 'income');
  const flags: RedFlag[] = [];
  const largestCost = Math.max(0, ...costs.map((cost) => cost.rupees));
  const oversizedLoan = loans.find((loan) => largestCost > 0 && loan.rupees > largestCost * 1.3);
  if (oversizedLoan) {
    const start = Math.min(oversizedLoan.start, ...costs.map((c) => c.start));
    flags.push({
      kind: 'contradiction',
      cap: 1,
      start,
      end: Math.max(oversizedLoan.end, ...costs.map((c) => c.end)),
      quote: answer.slice(start, Math.max(oversizedLoan.end, ...costs.map((c) => c.end))),
      explanation: NUMERIC_EXPLANATIONS['loan-exceeds-cost'],
      message: { key: 'redFlag.rule.loan-exceeds-cost' },
    });
  }
  const paidFromIncome = /\bfrom (his|her|my|their|our) (salary|income|earnings)\b/.test(view.text);
  const largestIncome = Math.max(0, ...incomes.map((income) => income.rupees));
  const biggestOther = amounts.filter((amount) => amount.role !== 'income').sort((a, b) => b.rupees - a.rupees)[0];
  if (paidFromIncome && largestIncome > 0 && biggestOther && biggestOther.rupees > largestIncome * 10) {
    const first = incomes[0]!;
    flags.push({
      kind: 'contradiction',
      cap: 1,
      start: first.start,
      end: biggestOther.end,
      quote: answer.slice(first.start, biggestOther.end),
      explanation: NUMERIC_EXPLANATIONS['payment-exceeds-income'],
      message: { key: 'redFlag.rule.payment-exceeds-income' },
    });
  }
  return flags;
}

function overlapsAny(flags: readonly RedFlag[], span: { start: number; end: number }): boolean {
  return flags.some((flag) => overlaps(flag, span));
}

export function findRedFlags(answer: string, visaType: string, question = ''): RedFlag[] {
  const view = buildCleanView(answer);
  const flags: RedFlag[] = [];
  for (const rule of RED_FLAG_RULES) {
    if (rule.visa !== undefined && rule.visa !== visaType) continue;
    for (const { match, start, end } of matchesInAnswer(view, rule.pattern)) {
      const before = view.text.slice(0, match.index);
      const after = view.text.slice(match.index + match[0].length);
      if (rule.unless?.(before, after)) continue;
      if (overlapsAny(flags, { start, end })) continue;
      flags.push({
        kind: rule.kind,
        quote: answer.slice(start, end),
        start,
        end,
        explanation: rule.explanation,
        cap: rule.cap,
        message: { key: `redFlag.rule.${rule.id}` },
      });
    }
  }
  flags.push(...findNumericContradictions(answer, view));
  for (const affirmed of findAffirmedRisk(answer, view, visaType, question)) if (!overlapsAny(flags, affirmed)) flags.push(affirmed);
  return flags.sort((a, b) => a.start - b.start || (a.kind < b.kind ? -1 : a.kind > b.kind ? 1 : 0));
}
