/**
 * Content: what the answer says. Key-point coverage (stemmed, synonym-folded, numbers compared by value, spoken
 * acronyms matched to proper names), overlap with the model answer, whether it answers the kind of question
 * asked, concrete specifics, memorised stock phrases, hedges, and fit with the visa's requirements.
 */
import { GENERIC_PHRASES, HEDGE_PATTERNS, JOB_NOUNS, MONTHS, ORGANISATION_CUES, PLACES, SEASONS, STOPWORDS } from '../text/lexicon.js';
import { buildCleanView, matchesInAnswer } from '../text/clean-view.js';
import { KNOWN_INSTITUTIONS, TIME_UNITS } from './fact-kinds.js';
import { contentTerms, spokenAcronyms, tokenize, toTerms, type Term } from '../text/tokens.js';
import type { ContentDetails, KeyPointMatch, RedFlag } from '../types.js';

/** Words in key points that describe what to say rather than being something to say ("specific", "link to"). */
const KEY_POINT_META_WORDS = new Set(
  'specific link linked mention names name brief briefly example examples clear clearly honest honestly detail details whole stay ~ e.g'.split(
    ' ',
  ),
);
/** Key-point words that just name a category (a programme "feature", a "role"); they earn half weight. */
const KEY_POINT_SOFT_WORDS = new Set([
  'feature',
  'role',
  'reason',
  'why',
  'plan',
  'goal',
  'rest',
  'other',
  'city',
  'place',
  'country',
  'programme',
  'program',
  'degree',
]);
const COVERED_THRESHOLD = 0.6;

interface AnswerIndex {
  terms: Term[];
  keys: Set<string>;
  numbers: Term[];
  acronyms: { acronym: string; start: number; end: number }[];
  text: string;
}

function indexAnswer(answer: string): AnswerIndex {
  const terms = contentTerms(answer);
  return {
    terms,
    keys: new Set(terms.map((term) => term.key)),
    numbers: terms.filter((term) => term.value !== undefined),
    acronyms: [
      ...spokenAcronyms(answer),
      ...tokenize(answer)
        .filter((token) => /^[a-z]{2,5}$/.test(token.text) && !STOPWORDS.has(token.text))
        .map((token) => ({ acronym: token.text, start: token.start, end: token.end })),
    ],
    text: answer,
  };
}

function sameNumber(a: number, b: number): boolean {
  if (a === b) return true;
  return Math.max(a, b) >= 100 && Math.abs(a - b) <= 0.05 * Math.max(a, b);
}

function sharesLongPrefix(a: string, b: string): boolean {
  if (a.length < 5 || b.length < 5) return false;
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common++;
  return common >= 5 && common >= 0.8 * Math.min(a.length, b.length);
}

/** Finds the answer term that matches a reference term, if any. */
function findMatch(reference: Term, index: AnswerIndex): Term | undefined {
  if (reference.value !== undefined) return index.numbers.find((term) => sameNumber(term.value!, reference.value!));
  return index.terms.find((term) => term.key === reference.key) ?? index.terms.find((term) => sharesLongPrefix(term.key, reference.key));
}

type SlotKind = 'year' | 'amount' | 'month' | 'place' | null;
function slotKind(term: Term, surface: string): SlotKind {
  if (term.value !== undefined) return term.value >= 1900 && term.value <= 2100 ? 'year' : 'amount';
  if (MONTHS.has(surface) || SEASONS.has(surface)) return 'month';
  if (PLACES.has(surface)) return 'place';
  return null;
}

/** True when the answer names something of the same kind (another year, month, city) as a key-point fact. */
function fillsSlot(kind: SlotKind, index: AnswerIndex): boolean {
  if (kind === null) return false;
  return index.terms.some((term) => {
    const surface = index.text.slice(term.start, term.end).toLowerCase();
    return slotKind(term, surface) === kind;
  });
}

/** Runs of capitalised words in a reference text ("State Bank of India"), whose initials a spoken acronym may be. */
function properNameRuns(text: string): string[][] {
  const runs: string[][] = [];
  let run: string[] = [];
  for (const token of tokenize(text)) {
    if (/^\p{Lu}/u.test(token.original) && token.text !== 'i') run.push(token.text);
    else if (run.length > 0 && /^(of|at|for|and|&|the)$/.test(token.text)) continue;
    else {
      if (run.length > 0) runs.push(run);
      run = [];
    }
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/** Words of the reference matched by an acronym in the answer ("ut" → University, Texas). */
function wordsMatchedByAcronym(reference: string, index: AnswerIndex): { words: Set<string>; evidence: string[] } {
  const words = new Set<string>();
  const evidence: string[] = [];
  for (const run of properNameRuns(reference)) {
    for (let from = 0; from < run.length; from++) {
      for (let to = from + 2; to <= run.length; to++) {
        const initials = run
          .slice(from, to)
          .map((word) => word[0])
          .join('');
        const hit = index.acronyms.find((acronym) => acronym.acronym === initials);
        if (hit) {
          for (const word of run.slice(from, to)) words.add(word);
          evidence.push(index.text.slice(hit.start, hit.end));
        }
      }
    }
  }
  return { words, evidence };
}

function firstWords(answer: string, count: number): string[] {
  return tokenize(answer)
    .map((token) => token.text)
    .filter((word) => !/^(um|uh|umm|uhh|er|erm|so|okay|ok|sir|madam|well|hmm)$/.test(word))
    .slice(0, count);
}

function answerPolarity(answer: string): 'yes' | 'no' | null {
  const opening = firstWords(answer, 3).join(' ');
  if (/^(yes|yeah|yep|yup|of course|i have|i do|sure)\b/.test(opening)) return 'yes';
  if (/^(no|nope|never|not|i have not|i haven't|i don't|i do not|this (will be|is) my first)\b/.test(opening)) return 'no';
  return null;
}

function matchKeyPoint(keyPoint: string, answer: string, index: AnswerIndex, hasTwoAmounts: boolean): KeyPointMatch | null {
  const lower = keyPoint.toLowerCase();
  if (/\b(yes|no)\b/.test(lower) && contentTerms(lower).filter((term) => !KEY_POINT_META_WORDS.has(term.key)).length <= 1) {
    const polarity = answerPolarity(answer);
    const wanted = /\bclear no\b|^no$/.test(lower) ? 'no' : /^yes$/.test(lower) ? 'yes' : null;
    const covered = polarity !== null && (wanted === null || wanted === polarity);
    return { keyPoint, credit: covered ? 1 : 0, covered, evidence: covered ? [firstWords(answer, 1)[0] ?? ''] : [] };
  }
  if (/\b(add up|adds up|consistent)\b/.test(lower)) {
    return { keyPoint, credit: hasTwoAmounts ? 1 : 0, covered: hasTwoAmounts, evidence: [] };
  }

  const referenceTerms = contentTerms(keyPoint).filter((term) => !KEY_POINT_META_WORDS.has(term.key));
  if (referenceTerms.length === 0) return null;
  const acronymHits = wordsMatchedByAcronym(keyPoint, index);
  let total = 0;
  let earned = 0;
  const evidence: { start: number; text: string }[] = [];
  for (const reference of referenceTerms) {
    const surface = keyPoint.slice(reference.start, reference.end).toLowerCase();
    const kind = slotKind(reference, surface);
    const weight =
      kind !== null || /^\p{Lu}/u.test(keyPoint.slice(reference.start, reference.end))
        ? 1.5
        : KEY_POINT_SOFT_WORDS.has(reference.key)
          ? 0.5
          : 1;
    total += weight;
    const match = findMatch(reference, index);
    if (match) {
      earned += weight;
      evidence.push({ start: match.start, text: answer.slice(match.start, match.end) });
    } else if (acronymHits.words.has(surface)) {
      earned += weight;
    } else if (fillsSlot(kind, index)) {
      // A different but concrete fact of the same kind (another month, city or figure) is half as good.
      earned += weight * 0.5;
    }
  }
  const credit = total > 0 ? Math.round((earned / total) * 1000) / 1000 : 0;
  return { keyPoint, credit, covered: credit >= COVERED_THRESHOLD, evidence: quoteEvidence(answer, evidence, acronymHits.evidence) };
}

const MAX_QUOTE_WORDS = 10;

/** Every place a matched word or phrase occurs in the answer, as a whole word. */
function occurrences(answer: string, text: string): number[] {
  const lower = answer.toLowerCase();
  const needle = text.toLowerCase();
  const found: number[] = [];
  for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, at + 1)) {
    const before = lower[at - 1];
    const after = lower[at + needle.length];
    if ((!before || !/[a-z0-9]/.test(before)) && (!after || !/[a-z0-9]/.test(after))) found.push(at);
  }
  return found;
}

/**
 * The applicant's own words for a key point: the shortest stretch of the answer that holds every matched word (a
 * word said twice may be quoted where it sits beside the others), when it is short enough to quote; otherwise the
 * matched words one by one, never joined into a phrase the applicant did not say.
 */
function quoteEvidence(answer: string, matched: { start: number; text: string }[], acronyms: string[]): string[] {
  if (matched.length === 0) return [...new Set(acronyms)];
  const texts = [...new Set(matched.map((item) => item.text))];
  const places = texts.map((text) => {
    const found = occurrences(answer, text);
    return found.length > 0 ? found : matched.filter((item) => item.text === text).map((item) => item.start);
  });
  const hits = places.flatMap((starts, which) => starts.map((start) => ({ start, end: start + texts[which]!.length, which })));
  hits.sort((a, b) => a.start - b.start || a.which - b.which);
  let best: { start: number; end: number } | undefined;
  const count = new Array<number>(texts.length).fill(0);
  let held = 0;
  let left = 0;
  for (let right = 0; right < hits.length; right++) {
    const entering = hits[right]!.which;
    count[entering] = count[entering]! + 1;
    if (count[entering] === 1) held++;
    while (held === texts.length) {
      const window = hits.slice(left, right + 1);
      const span = { start: window[0]!.start, end: Math.max(...window.map((item) => item.end)) };
      if (!best || span.end - span.start < best.end - best.start) best = span;
      const leaving = hits[left++]!.which;
      count[leaving] = count[leaving]! - 1;
      if (count[leaving] === 0) held--;
    }
  }
  const stretch = best ? answer.slice(best.start, best.end) : '';
  if (stretch && stretch.split(/\s+/).length <= MAX_QUOTE_WORDS) return [stretch];
  return [...new Set([...[...matched].sort((a, b) => a.start - b.start).map((item) => item.text), ...acronyms])];
}

/** Content words of the model answer the answer also uses, as a share (numbers weigh double). */
function modelOverlap(modelAnswer: string, index: AnswerIndex): number {
  const seen = new Set<string>();
  let total = 0;
  let earned = 0;
  const acronymHits = wordsMatchedByAcronym(modelAnswer, index);
  for (const reference of contentTerms(modelAnswer)) {
    if (seen.has(reference.key)) continue;
    seen.add(reference.key);
    const weight = reference.value !== undefined ? 2 : 1;
    total += weight;
    const surface = modelAnswer.slice(reference.start, reference.end).toLowerCase();
    if (findMatch(reference, index) || acronymHits.words.has(surface)) earned += weight;
  }
  return total > 0 ? Math.round((earned / total) * 1000) / 1000 : 0;
}

type Expected = 'yes/no' | 'amount' | 'time' | 'place' | 'person' | 'reason' | 'purpose' | 'occupation' | 'study' | 'description';

export function expectedAnswerKinds(question: string): Expected[] {
  const q = question.toLowerCase();
  const kinds: Expected[] = [];
  if (/^(do|does|did|have|has|had|are|is|was|were|will|would|can|could|should)\b/.test(q)) kinds.push('yes/no');
  if (/\bhow much\b|\bhow many\b|\bcost\b|\bsalary\b|\bearn\b|\bincome\b|\bloan\b|\bfees?\b|\bgpa\b|\bscore\b|\bbudget\b/.test(q))
    kinds.push('amount');
  if (/\bhow long\b|\bwhen\b|\bwhat date\b|\bwhich date\b|\bduration\b/.test(q)) kinds.push('time');
  if (/\bwhere\b|\bwhich (city|cities|places?|state)\b/.test(q)) kinds.push('place');
  if (/\bwho\b|\bwhose\b/.test(q)) kinds.push('person');
  if (/\bwhy\b/.test(q)) kinds.push('reason');
  if (/\bpurpose\b|\bwhat (business|conference|event)\b/.test(q)) kinds.push('purpose');
  if (/\bfor a living\b|\boccupation\b|\bprofession\b|\bwhat do you do\b|\bwhat does (your|he|she)\b.*\bdo\b/.test(q))
    kinds.push('occupation');
  if (/\bstudy\b|\bmajor\b|\bcourses?\b|\bspeciali[sz]/.test(q)) kinds.push('study');
  if (kinds.length === 0) kinds.push('description');
  return kinds;
}

const PLACE_WORDS =
  /\b(hotel|campus|on-campus|housing|hostel|dorm|apartment|flat|house|home|relatives?|friends?|cousin|uncle|aunt|daughter|son|brother|sister)\b/;
const PERSON_WORDS =
  /\b(father|mother|parents|dad|mom|myself|i am|i'm|my (company|employer|university|sponsor|uncle|brother|sister|wife|husband|son|daughter)|company|bank|scholarship|government|wife|husband|kids|children|alone|friends?|family|colleagues?|team)\b/;
const PURPOSE_WORDS =
  /\b(touris\w*|sightseeing|holiday|vacation|visit\w*|business|conference|meeting\w*|attend\w*|graduation|convocation|wedding|marriage|treatment|delivery|birth|training|present\w*|see|meet|trip)\b/;
const STUDY_WORDS =
  /\b(ms|masters?|m\.?s|phd|mba|degree|engineering|science|course|program\w*|major|speciali[sz]\w*|analytics|management|studies|computer|data|design|lab)\b/;
const REASON_WORDS = /\b(because|since|as|so|that'?s why|to|for|due to)\b/;

function answersKind(kind: Expected, answer: string, lower: string, specificsCount: number, coverage: number): boolean {
  const numbers = toTerms(answer).filter((term) => term.value !== undefined && term.value >= 2);
  switch (kind) {
    case 'yes/no':
      return answerPolarity(answer) !== null;
    case 'amount':
      return numbers.length > 0 || /\b(lakhs?|crores?|thousand|dollars?|rupees?)\b/.test(lower);
    case 'time':
      return /\b(days?|weeks?|months?|years?|tomorrow|next)\b/.test(lower) || tokenize(answer).some((token) => MONTHS.has(token.text));
    case 'place':
      return PLACE_WORDS.test(lower) || tokenize(answer).some((token) => PLACES.has(token.text));
    case 'person':
      return PERSON_WORDS.test(lower);
    case 'reason':
      return REASON_WORDS.test(lower) && (coverage > 0 || specificsCount > 0);
    case 'purpose':
      return PURPOSE_WORDS.test(lower);
    case 'occupation':
      return (
        tokenize(answer).some((token) => JOB_NOUNS.has(token.text)) ||
        /\b(work|working|job|business|it|software|retired|shop|company)\b/.test(lower)
      );
    case 'study':
      return STUDY_WORDS.test(lower);
    case 'description':
      return coverage > 0 || specificsCount > 0;
  }
}

/** Words that open a place's name ("new jersey", "west bengal"): a lower-case transcript has no capitals to tell. */
const PLACE_OPENERS: ReadonlySet<string> = new Set(['new', 'north', 'south', 'east', 'west', 'saint', 'st']);

const LARGE_UNITS = /^(lakhs?|lacs?|crores?|millions?|billions?)$/;

const INSTITUTION_WORD = new RegExp(`^(?:${KNOWN_INSTITUTIONS.source})$`);

/** "two years", "25 percent": the fact is the figure with its unit, not "two". Returns the unit's end. */
const UNIT_AFTER = new RegExp(`^\\s+(${TIME_UNITS}|hours?|credits?|percent|per cent|dollars?|rupees?)\\b`, 'i');
function unitAfter(answer: string, end: number): number | undefined {
  const unit = UNIT_AFTER.exec(answer.slice(end));
  return unit ? end + unit[0].length : undefined;
}

/** Concrete, checkable facts in the answer: figures, dates, places, organisations and names from the references. */
function findSpecifics(answer: string, referenceProperWords: ReadonlySet<string>): string[] {
  const tokens = tokenize(answer);
  const found: { start: number; end: number; figure: boolean }[] = [];
  // A longer fact from the same word wins: "new" (a capitalised word of the model answer) grows into "new york".
  const add = (start: number, end: number, figure = false) => {
    const same = found.find((item) => item.start === start);
    if (!same) found.push({ start, end, figure });
    else if (same.end < end) Object.assign(same, { end, figure });
  };
  const terms = toTerms(answer);
  terms.forEach((term, i) => {
    // "one" is seldom a fact; "1.2 lakh a month" and "one lakh" are.
    const figure = term.value !== undefined && (term.value >= 2 || /\d\.\d/.test(answer.slice(term.start, term.end)));
    const unit = term.value === 1 ? terms[i + 1] : undefined;
    if (unit && LARGE_UNITS.test(unit.key ?? '')) add(term.start, unit.end, true);
    else if (figure) add(term.start, unitAfter(answer, term.end) ?? term.end, true);
  });
  tokens.forEach((token, i) => {
    const previous = tokens[i - 1];
    if (MONTHS.has(token.text) && token.text !== 'may' && token.text !== 'march') add(token.start, token.end);
    else if (
      (token.text === 'may' || token.text === 'march') &&
      previous &&
      /^(in|on|by|from|this|next|of|till|until)$/.test(previous.text)
    )
      add(token.start, token.end);
    else if (PLACES.has(token.text)) add(previous && PLACE_OPENERS.has(previous.text) ? previous.start : token.start, token.end);
    else if (referenceProperWords.has(token.text) && !STOPWORDS.has(token.text)) add(token.start, token.end);
    // "an admit from purdue", "my b tech from vtu": an institution named by its one-word or short name.
    else if (token.text.length > 2 && token.text !== 'bits' && INSTITUTION_WORD.test(token.text)) add(token.start, token.end);
    else if (
      ORGANISATION_CUES.has(token.text) &&
      previous &&
      !STOPWORDS.has(previous.text) &&
      !/^(good|best|top|the|a|this|that|big|famous|reputed)$/.test(previous.text)
    )
      add(previous.start, token.end);
    // A capital in mid-sentence marks a name when the transcript is cased (speech engines that punctuate).
    else if (i > 0 && /^\p{Lu}/u.test(token.original) && token.text !== 'i' && !/[.?!]\s*$/.test(answer.slice(0, token.start)))
      add(token.start, token.end);
  });
  // Adjacent facts form one name ("university of texas", "hdfc bank") or one date ("5 october"): merge them so each is
  // listed once. A figure beside a name is two facts: "washington", "two days".
  const merged: { start: number; end: number; figure: boolean; month: boolean }[] = [];
  for (const item of found.sort((a, b) => a.start - b.start)) {
    const previous = merged[merged.length - 1];
    const month = MONTHS.has(answer.slice(item.start, item.end).toLowerCase());
    const apart = previous && (previous.figure ? !item.figure && !month : item.figure && !previous.month);
    if (previous && !apart && /^\s+(of\s+)?$/.test(answer.slice(previous.end, item.start))) {
      previous.end = Math.max(previous.end, item.end);
      previous.figure &&= item.figure;
      previous.month ||= month;
    } else merged.push({ ...item, month });
  }
  const texts = merged.map((span) => answer.slice(span.start, span.end));
  return texts.filter((text, i) => texts.findIndex((other) => other.toLowerCase() === text.toLowerCase()) === i);
}

function referenceProperWords(texts: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const text of texts) {
    tokenize(text).forEach((token, i) => {
      if (i > 0 && /^\p{Lu}/u.test(token.original) && token.text !== 'i') words.add(token.text);
    });
  }
  return words;
}

function collectPhrases(answer: string, patterns: readonly RegExp[]): string[] {
  const view = buildCleanView(answer);
  const phrases: { start: number; text: string }[] = [];
  for (const pattern of patterns) {
    const global = new RegExp(pattern.source, 'g');
    for (const { start, end } of matchesInAnswer(view, global)) {
      if (!phrases.some((phrase) => phrase.start === start)) phrases.push({ start, text: answer.slice(start, end) });
    }
  }
  return phrases.sort((a, b) => a.start - b.start).map((phrase) => phrase.text);
}

function describeVisaFit(visaType: string, lower: string, redFlags: readonly RedFlag[]): string {
  if (redFlags.length > 0) return `Works against the ${visaType} requirements: ${redFlags[0]!.explanation}`;
  const signals: string[] = [];
  if (visaType === 'F1') {
    if (STUDY_WORDS.test(lower)) signals.push('study plan');
    if (/\b(loan|savings?|scholarship|sponsor\w*|father|mother|parents|fund\w*|pay\w*|lakhs?|dollars?)\b/.test(lower))
      signals.push('funding');
  } else {
    if (PURPOSE_WORDS.test(lower)) signals.push('temporary purpose');
    if (/\b(days?|weeks?)\b/.test(lower)) signals.push('fixed length of stay');
  }
  if (
    /\b(come back|coming back|return\w*|back to|fly back|rejoin|join (my|our)|my (job|company|business|family)|own house|property|farm|land)\b/.test(
      lower,
    )
  )
    signals.push('ties to home');
  return signals.length > 0
    ? `Supports the ${visaType} case: ${signals.join(', ')}.`
    : `Says nothing that shows the ${visaType} requirements (${visaType === 'F1' ? 'study intent, funding, ties to home' : 'temporary purpose, ties to home'}).`;
}

/**
 * Questions where "no" is the credible, complete answer (relatives in the US, plans to work there, past travel,
 * refusals): the key points describe what a "yes" would need, so a clear full-sentence "no" covers them.
 */
const NO_IS_COMPLETE =
  /\b(relatives?|family|friends?|anyone|anybody) (in|living in) (the )?(us|usa|united states|america)\b|\bwork in the (us|usa|united states)\b|\bstay (on |back )?in the (us|usa|united states)\b|\b(travel+ed|been) (abroad|to|outside)\b|\bvisited\b|\b(refused|rejected|denied)\b|\bapplied (for|to) (any )?other\b/;

function isCompleteDenial(question: string, answer: string): boolean {
  if (!expectedAnswerKinds(question).includes('yes/no') || !NO_IS_COMPLETE.test(question.toLowerCase())) return false;
  const words = tokenize(answer);
  return answerPolarity(answer) === 'no' && words.length >= 4 && !HEDGE_PATTERNS.some((pattern) => pattern.test(answer.toLowerCase()));
}

/** Canonical terms of the interview's world; an off-topic answer using none of them is wholly irrelevant. */
const VISA_DOMAIN_TERMS = new Set(
  'ms btech bsc bcom phd degree university us india study father mother parent child wife son daughter rupee dollar lakh crore year month week day return income company job loan saving scholarship sponsor cost trip holiday meet visa admit gpa engineer flat farm housing lab focus graduat'.split(
    ' ',
  ),
);

export interface ContentInput {
  visaType: string;
  question: string;
  modelAnswer: string;
  keyPoints: readonly string[];
  answer: string;
  redFlags: readonly RedFlag[];
}

export function analyseContent(input: ContentInput): ContentDetails {
  const { answer, question, modelAnswer, keyPoints, visaType, redFlags } = input;
  const index = indexAnswer(answer);
  const lower = buildCleanView(answer).text;
  const amounts = toTerms(answer).filter((term) => term.value !== undefined && term.value >= 2);
  const matches = keyPoints
    .map((keyPoint) => matchKeyPoint(keyPoint, answer, index, amounts.length >= 2))
    .filter((match): match is KeyPointMatch => match !== null);
  const keyPointCoverage =
    matches.length > 0 ? matches.reduce((sum, match) => sum + Math.min(1, match.credit / 0.8), 0) / matches.length : 0;
  const coverage = isCompleteDenial(question, answer) ? Math.max(keyPointCoverage, 1) : keyPointCoverage;
  if (coverage > keyPointCoverage) for (const match of matches) match.covered = true;
  const overlap = modelOverlap(modelAnswer, index);
  const specifics = findSpecifics(answer, referenceProperWords([modelAnswer, ...keyPoints]));
  const kinds = expectedAnswerKinds(question);
  // Echoing the question ("it's a big conference") does not answer it: the kind of answer must come from new words.
  const questionWords = new Set(tokenize(question).map((token) => token.text));
  const newWords = lower
    .split(' ')
    .filter((word) => !questionWords.has(word))
    .join(' ');
  const answersExpected = kinds.some((kind) => answersKind(kind, answer, newWords, specifics.length, coverage));
  const relevance = Math.min(1, 0.5 * (answersExpected ? 1 : 0) + 0.5 * Math.min(1, 1.5 * coverage + overlap));

  return {
    keyPoints: matches,
    covered: matches.filter((match) => match.covered).map((match) => match.keyPoint),
    missing: matches.filter((match) => !match.covered).map((match) => match.keyPoint),
    coverage: Math.round(coverage * 1000) / 1000,
    modelOverlap: overlap,
    relevance: Math.round(relevance * 1000) / 1000,
    expectedAnswer: kinds.join(' + '),
    answersExpected,
    visaRelated: specifics.length > 0 || index.terms.some((term) => VISA_DOMAIN_TERMS.has(term.key)),
    specifics,
    genericPhrases: collectPhrases(answer, GENERIC_PHRASES),
    hedges: collectPhrases(answer, HEDGE_PATTERNS),
    visaFit: describeVisaFit(visaType, lower, redFlags),
    redFlags: [...redFlags],
  };
}
