/**
 * Consistency across one attempt: the facts an applicant states in different answers (university, programme,
 * sponsor, amounts, intake, trip length) must agree, because an officer notices when they do not. Pure and
 * deterministic: facts are found by patterns on each sentence's clean view, and two answers contradict each other
 * when the values they state for a fact have nothing in common. An answer naming two values ("admits from X and
 * Y") overlaps with either, so listing options is never flagged.
 */
import { buildCleanView } from './text/clean-view.js';
import { numberWordValue, toTerms } from './text/tokens.js';

export interface StatedFact {
  /** Human name of the fact: 'university', 'programme', 'sponsor', 'intake', 'trip length', 'loan amount'... */
  fact: string;
  /** The applicant's own words for the value. */
  value: string;
  /** Comparable form: normalised words, or a number (days, currency units). */
  key: string;
  amount?: { value: number; currency: 'INR' | 'USD' | 'unknown' };
}

export interface AnswerForConsistency {
  questionId: number;
  answer: string;
}

export interface ConsistencyFlag {
  fact: string;
  /** The differing values in the order they were first stated. */
  values: string[];
  /** The questions whose answers state the fact, in answer order. */
  questionIds: number[];
}

const NAME_STOP = new Set(
  (
    'a an the my our your his her their this that these those of at to in on for from with and or but so because as is was are ' +
    'were be been will would can could i we you he she it they me us got get getting admit admitted admission admissions offer ' +
    'join joining study studying studied go going went apply applied want plan which what where good best top great ranked ' +
    'reputed famous public private american us usa one very really also then there here named called like about chose choose chosen ' +
    'selected select picked attend attending enrolled enroll into pursue pursuing'
  ).split(' '),
);
/** Words too common in university names to tell two universities apart on their own. */
const GENERIC_UNIVERSITY_WORDS = new Set(['university', 'state', 'institute', 'technology', 'college', 'school', 'north', 'south', 'new']);
const KNOWN_ACRONYMS = /\b(nyu|usc|ucla|mit|asu|ucsd|cmu|uiuc|gwu|rit|njit|unt|utd|ut [a-z]+|uc [a-z]+|suny [a-z]+)\b/g;

const DEGREE =
  '(?:masters?|master s|ms|m s|mba|phd|ph d|doctorate|bachelors?|bachelor s|btech|b tech|mtech|m tech|msc|m sc|meng|m eng|mim|mph|llm)';
const FIELD_ABBREVIATIONS: Record<string, string> = {
  cs: 'computer science',
  cse: 'computer science',
  it: 'information technology',
  ds: 'data science',
  ee: 'electrical engineering',
  ece: 'electronics and communication engineering',
  me: 'mechanical engineering',
  mba: 'business administration',
  mis: 'management information systems',
};
/** Field words shared by unrelated programmes ("computer science" and "data science"). */
const GENERIC_FIELD_WORDS = new Set(['science', 'sciences', 'engineering', 'management', 'studies', 'technology', 'systems', 'and', 'of']);

const SPONSOR_PEOPLE =
  'father|dad|mother|mom|mum|parents|uncle|aunt|brother|sister|husband|wife|spouse|grandfather|grandmother|cousin|company|employer|myself';
const SPONSOR_CANONICAL: Record<string, string> = { dad: 'father', mom: 'mother', mum: 'mother', employer: 'company' };
const FUNDING_VERB =
  '(?:sponsor|sponsors|sponsoring|fund|funds|funding|pay|pays|paying|finance|finances|financing|support|supports|supporting|bear|bears|bearing|cover|covers|covering)';

const SEASONS: Record<string, string> = { fall: 'fall', autumn: 'fall', spring: 'spring', summer: 'summer', winter: 'winter' };
const MONTH_SEASON: Record<string, string> = {
  january: 'spring',
  february: 'spring',
  may: 'summer',
  june: 'summer',
  july: 'summer',
  august: 'fall',
  september: 'fall',
  october: 'fall',
};
const STUDY_START =
  /\b(?:classes|class|semester|program|programme|course|intake|session|term)\b.*\b(?:start|starts|starting|begin|begins|commence|commences)\b|\b(?:start|starts|starting|begin|begins|join|joining)\b.*\b(?:classes|semester|program|programme|course|university|college)\b/;

const TRIP_CONTEXT =
  /\b(?:stay|staying|trip|visit|visiting|travel|travelling|traveling|tour|holiday|vacation|spend|there|return|back|conference|meeting)\b/;
const PAST_CONTEXT = /\b(?:ago|last year|previous|previously|visited|went|worked|experience|old|before)\b/;
/** Words in DURATION that count like numbers but are not number words. */
const COUNTING_WORDS: Record<string, number> = { a: 1, an: 1, 'couple of': 2 };
const DURATION =
  /\b(\d{1,3}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|couple of)\s+(days?|weeks?|months?)\b|\b(fortnight)\b/g;
const UNIT_DAYS: Record<string, number> = { day: 1, week: 7, month: 30 };

const AMOUNT_LABELS: Array<[RegExp, string]> = [
  [/\bloan\b/, 'loan amount'],
  [/\bscholarship\b/, 'scholarship'],
  [/\b(?:tuition|fee|fees)\b/, 'tuition fees'],
  [/\b(?:savings|saving|balance|deposit|fd)\b/, 'savings'],
  [/\b(?:income|salary|earn|earns|earning|earnings|ctc|package)\b/, 'income'],
  [/\b(?:cost|costs|expenses|expense|total|budget)\b/, 'total cost'],
];

function sentences(answer: string): string[] {
  return answer
    .split(/[.!?;]+/)
    .map((sentence) => buildCleanView(sentence).text)
    .filter((text) => text.length > 0);
}

function nameBefore(words: string[]): string {
  const taken: string[] = [];
  for (let i = words.length - 1; i >= 0 && taken.length < 3; i--) {
    const word = words[i] as string;
    if (NAME_STOP.has(word)) break;
    taken.unshift(word);
  }
  return taken.join(' ');
}

function nameAfter(words: string[], limit = 4): string {
  const taken: string[] = [];
  for (const word of words) {
    if (taken.length >= limit || NAME_STOP.has(word)) break;
    taken.push(word);
  }
  return taken.join(' ');
}

/** "u t dallas" → "ut dallas": spoken letters joined into the acronym they spell. */
function joinSpokenLetters(text: string): string {
  return text.replace(/\b([a-z])((?: [a-z]\b)+)/g, (whole, first: string, rest: string) =>
    first === 'a' || first === 'i' ? whole : first + rest.replace(/ /g, ''),
  );
}

function universities(sentence: string): StatedFact[] {
  if (/\b(?:applied|rejected|reject|other universit|also got|waitlist)/.test(sentence)) return [];
  const text = joinSpokenLetters(sentence);
  const found: StatedFact[] = [];
  const add = (value: string, key: string) => {
    if (key.trim()) found.push({ fact: 'university', value, key: key.trim() });
  };
  for (const match of text.matchAll(/\buniversity of ([a-z ]+)/g)) {
    const rest = (match[1] as string).split(' ');
    let name = nameAfter(rest);
    const after = rest.slice(name.split(' ').length);
    if (after[0] === 'at' && after[1] && !NAME_STOP.has(after[1])) name += ` at ${after[1]}`;
    add(`university of ${name}`, name.replace(' at ', ' '));
  }
  for (const match of text.matchAll(/\b((?:[a-z]+ ){1,4})(university|institute of technology|college)\b/g)) {
    const name = nameBefore((match[1] as string).trim().split(' '));
    if (name && !/\bof$/.test(name)) add(`${name} ${match[2]}`, name);
  }
  for (const match of text.matchAll(KNOWN_ACRONYMS)) add(match[1] as string, match[1] as string);
  return found;
}

function sameUniversity(a: string, b: string): boolean {
  if (a === b) return true;
  const wordsA = a.split(' ');
  const wordsB = b.split(' ');
  const distinctive = (word: string) => word.length >= 4 && !GENERIC_UNIVERSITY_WORDS.has(word);
  if (wordsA.some((word) => distinctive(word) && wordsB.includes(word))) return true;
  // "usc" against "southern california": initials of "university of southern california".
  const initials = (words: string[]) => `u${words.map((word) => word[0]).join('')}`;
  return wordsA[0] === initials(wordsB) || wordsB[0] === initials(wordsA) || a === initials(wordsB).slice(1);
}

function programmes(sentence: string): StatedFact[] {
  const text = joinSpokenLetters(sentence);
  const found: StatedFact[] = [];
  const pattern = new RegExp(`\\b(${DEGREE})(?: degree| program| programme| course)?(?: (?:in|of))?(?: science in)? ?([a-z ]*)`, 'g');
  for (const match of text.matchAll(pattern)) {
    const degree = (match[1] as string).replace(/ /g, '');
    let field = nameAfter((match[2] as string).split(' ').filter(Boolean));
    field = FIELD_ABBREVIATIONS[field] ?? field;
    if (!field && degree === 'mba') field = FIELD_ABBREVIATIONS.mba as string;
    if (field) found.push({ fact: 'programme', value: match[0].trim(), key: field });
  }
  for (const match of text.matchAll(/\b(?:course|program|programme|major) (?:is|will be) ([a-z ]+)/g)) {
    const field = nameAfter((match[1] as string).split(' '));
    if (field) found.push({ fact: 'programme', value: match[0].trim(), key: FIELD_ABBREVIATIONS[field] ?? field });
  }
  return found;
}

function sameProgramme(a: string, b: string): boolean {
  if (a === b) return true;
  const distinctive = (text: string) => text.split(' ').filter((word) => !GENERIC_FIELD_WORDS.has(word));
  const wordsA = distinctive(a);
  const wordsB = distinctive(b);
  if (wordsA.length === 0 || wordsB.length === 0) return true;
  return wordsA.some((word) => wordsB.includes(word));
}

function sponsors(sentence: string): StatedFact[] {
  if (/\b(?:pay back|repay|repaying)\b/.test(sentence)) return [];
  const found: StatedFact[] = [];
  const people = `(?:my )?(${SPONSOR_PEOPLE})(?: and (?:my )?(${SPONSOR_PEOPLE}))?`;
  const patterns = [
    new RegExp(`\\b${people} (?:is |are |will |will be |would |has |have |)(?:going to |ready to |)${FUNDING_VERB}\\b`, 'g'),
    new RegExp(`\\b(?:sponsored|funded|financed|supported) by ${people}\\b`, 'g'),
    new RegExp(`\\b(?:sponsor|sponsors) (?:is|are|will be) ${people}\\b`, 'g'),
    new RegExp(`\\b${people} (?:is|are|will be) my sponsors?\\b`, 'g'),
    /\b(self)[ -]?(?:sponsored|funded|financed)\b()/g,
  ];
  for (const pattern of patterns) {
    for (const match of sentence.matchAll(pattern)) {
      for (const person of [match[1], match[2]]) {
        if (!person) continue;
        const key = person === 'myself' || person === 'self' ? 'self' : (SPONSOR_CANONICAL[person] ?? person);
        found.push({ fact: 'sponsor', value: key === 'self' ? 'self' : `my ${key}`, key });
      }
    }
  }
  return found;
}

function sameSponsor(a: string, b: string): boolean {
  const parent = (key: string) => key === 'father' || key === 'mother';
  return a === b || (a === 'parents' && parent(b)) || (b === 'parents' && parent(a));
}

function intakes(sentence: string): StatedFact[] {
  const found: StatedFact[] = [];
  for (const match of sentence.matchAll(/\b(fall|autumn|spring|summer|winter)(?: (?:of |intake |semester |term |session )?(20\d\d))?\b/g)) {
    const year = match[2] ?? '';
    const mentionsIntake = year !== '' || /\b(?:intake|semester|term|session)\b/.test(sentence);
    if (!mentionsIntake) continue;
    found.push({ fact: 'intake', value: match[0], key: `${SEASONS[match[1] as string]} ${year}`.trim() });
  }
  if (STUDY_START.test(sentence)) {
    for (const match of sentence.matchAll(/\b(january|february|may|june|july|august|september|october)(?: (20\d\d))?\b/g)) {
      const season = MONTH_SEASON[match[1] as string] as string;
      found.push({ fact: 'intake', value: match[0], key: `${season} ${match[2] ?? ''}`.trim() });
    }
  }
  return found;
}

function sameIntake(a: string, b: string): boolean {
  const [seasonA, yearA] = a.split(' ');
  const [seasonB, yearB] = b.split(' ');
  return seasonA === seasonB && (!yearA || !yearB || yearA === yearB);
}

function tripLengths(sentence: string): StatedFact[] {
  if (!TRIP_CONTEXT.test(sentence) || PAST_CONTEXT.test(sentence)) return [];
  const found: StatedFact[] = [];
  for (const match of sentence.matchAll(DURATION)) {
    const count = match[1] ?? '';
    const unitDays = UNIT_DAYS[(match[2] ?? '').replace(/s$/, '')] ?? 0;
    const days = match[3] ? 14 : (Number(count) || COUNTING_WORDS[count] || numberWordValue(count) || 0) * unitDays;
    // Months-long "trips" past six months are study or work plans, not a visit's length.
    if (days > 0 && days <= 180) found.push({ fact: 'trip length', value: match[0], key: String(days) });
  }
  return found;
}

function sameTripLength(a: string, b: string): boolean {
  const daysA = Number(a);
  const daysB = Number(b);
  return Math.abs(daysA - daysB) <= Math.max(1, 0.15 * Math.max(daysA, daysB));
}

function amounts(sentence: string): StatedFact[] {
  const found: StatedFact[] = [];
  const terms = toTerms(sentence).filter((term) => term.value !== undefined);
  for (const term of terms) {
    const after = sentence.slice(term.end).trim().split(' ').slice(0, 3);
    const before = sentence.slice(0, term.start).trim().split(' ').slice(-2);
    const scale = after[0] === 'lakh' || after[0] === 'lakhs' || after[0] === 'lac' ? 1e5 : after[0]?.startsWith('crore') ? 1e7 : 1;
    const value = (term.value as number) * scale;
    if (value < 1000) continue;
    const near = [...before, ...after].join(' ');
    const surface = sentence.slice(term.start, term.end);
    const currency =
      scale > 1 || /\b(?:rupees?|rs|inr)\b/.test(near)
        ? 'INR'
        : surface.startsWith('$') || /\b(?:dollars?|usd)\b/.test(near)
          ? 'USD'
          : 'unknown';
    // The label is the nearest cue before the figure in its sentence, else the nearest after it.
    const prefix = sentence.slice(0, term.start);
    let label: string | undefined;
    let bestPosition = -1;
    for (const [cue, name] of AMOUNT_LABELS) {
      const position = lastMatchIndex(prefix, cue);
      if (position > bestPosition) {
        bestPosition = position;
        label = name;
      }
    }
    if (!label) label = AMOUNT_LABELS.find(([cue]) => cue.test(sentence.slice(term.end)))?.[1];
    if (!label) continue;
    if (label === 'income' && /\b(?:per month|monthly|a month)\b/.test(sentence)) label = 'monthly income';
    const unitWords = scale > 1 ? ` ${after[0]}` : '';
    found.push({
      fact: label,
      value: `${surface}${unitWords}`,
      key: `${currency} ${value}`,
      amount: { value, currency },
    });
  }
  return found;
}

function lastMatchIndex(text: string, cue: RegExp): number {
  let last = -1;
  for (const match of text.matchAll(new RegExp(cue.source, 'g'))) last = match.index;
  return last;
}

function sameAmount(a: string, b: string): boolean {
  const [currencyA, valueA] = a.split(' ');
  const [currencyB, valueB] = b.split(' ');
  // Figures in different (or unknown) currencies cannot be compared without an exchange rate.
  if (currencyA !== currencyB || currencyA === 'unknown') return true;
  const x = Number(valueA);
  const y = Number(valueB);
  return Math.abs(x - y) <= 0.05 * Math.max(x, y);
}

const SAME: Record<string, (a: string, b: string) => boolean> = {
  university: sameUniversity,
  programme: sameProgramme,
  sponsor: sameSponsor,
  intake: sameIntake,
  'trip length': sameTripLength,
};

/** Every fact stated in one answer, in sentence order. */
export function extractFacts(answer: string): StatedFact[] {
  return sentences(answer).flatMap((sentence) => [
    ...universities(sentence),
    ...programmes(sentence),
    ...sponsors(sentence),
    ...intakes(sentence),
    ...tripLengths(sentence),
    ...amounts(sentence),
  ]);
}

/** Facts on which two answers of the same attempt disagree. */
export function findContradictions(answers: readonly AnswerForConsistency[]): ConsistencyFlag[] {
  const byFact = new Map<string, Array<{ questionId: number; facts: StatedFact[] }>>();
  for (const { questionId, answer } of answers) {
    const grouped = new Map<string, StatedFact[]>();
    for (const fact of extractFacts(answer)) grouped.set(fact.fact, [...(grouped.get(fact.fact) ?? []), fact]);
    for (const [fact, facts] of grouped) byFact.set(fact, [...(byFact.get(fact) ?? []), { questionId, facts }]);
  }
  const flags: ConsistencyFlag[] = [];
  for (const [fact, statements] of byFact) {
    const same = SAME[fact] ?? sameAmount;
    const overlaps = (a: StatedFact[], b: StatedFact[]) => a.some((x) => b.some((y) => same(x.key, y.key)));
    const conflicting = statements.some((a, i) => statements.slice(i + 1).some((b) => !overlaps(a.facts, b.facts)));
    if (!conflicting) continue;
    const values: StatedFact[] = [];
    for (const statement of statements) {
      for (const stated of statement.facts) if (!values.some((kept) => same(kept.key, stated.key))) values.push(stated);
    }
    flags.push({ fact, values: values.map((value) => value.value), questionIds: statements.map((statement) => statement.questionId) });
  }
  return flags;
}
