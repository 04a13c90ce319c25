/**
 * The kind of fact a key point asks for (a university, an amount, a date, a person...), and whether an answer
 * states a fact of that kind. Key points in the banks are written from one model applicant's life ("with my
 * wife", "University of Texas at Dallas"); another applicant covers them with their own facts of the same kind,
 * and the feedback names the kind that is missing, never the model applicant's facts.
 */
import { JOB_NOUNS, MONTHS, PLACES, SEASONS } from '../text/lexicon.js';

export type FactKind =
  | 'university'
  | 'programme'
  | 'test'
  | 'amount'
  | 'duration'
  | 'date'
  | 'person'
  | 'employer'
  | 'bank'
  | 'status'
  | 'work_rules'
  | 'experience'
  | 'role'
  | 'place'
  | 'purpose'
  | 'property'
  | 'return'
  | 'denial'
  | 'project'
  | 'method'
  | 'result'
  | 'standing'
  | 'subjects'
  | 'detail';

/** Units a length of time is counted in: "two years", "one semester". */
export const TIME_UNITS = 'days?|weeks?|months?|years?|semesters?';

const NUMBER_WORD =
  '(?:\\d[\\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|a few|few|couple of)';
const MONTH_WORDS = [...MONTHS].join('|');
const SEASON_WORDS = [...SEASONS].join('|');

/** Banks and education lenders applicants name. */
const LENDERS =
  'bank|sbi|hdfc|icici|axis|pnb|kotak|canara|idbi|uco|baroda|avanse|credila|auxilo|incred|prodigy|mpower|nbfc|co-?operative|lender';
const AMOUNT_IN_KEY_POINT =
  /(\$|₹|\brs\.?\s?\d|\b(lakhs?|lacs?|crores?|rupees|inr|dollars?|usd|thousand|million|salary|income|fees?|costs?|pension|emis?|loan|funds?|savings|balance|budget|tuition|expenses|scholarship|stipend|assistantship|per annum|lpa)\b)/;
const ROLE_IN_KEY_POINT =
  /\b(engineer|manager|analyst|developer|doctor|teacher|professor|consultant|officer|director|owner|business|job|role|position|designation|career|profession|retired|accountant|scientist|designer|nurse)\b/;

/** Where someone stands in US immigration: a relative's green card, a sister's citizenship, a brother's H-1B. */
const IMMIGRATION_STATUS =
  /\b(green ?card|gc holder|(?<!senior )citizens?|citizenship|naturali[sz]ed|permanent resident|h-?1-?b|h-?4|l-?1|j-?1|f-?1|opt|stem opt|visa status|immigration status)\b/;

/** The people a fact can be about, in a key point or an answer. */
const PEOPLE =
  'father|mother|parents?|brothers?|sisters?|siblings?|wife|husband|spouse|sons?|daughters?|children|kids|uncles?|aunts?|cousins?|friends?|family|grand(son|daughter|child|children)|in-laws?|relatives?|sponsor|host|colleagues?|boss|myself|alone|students|classmates?|roommates?|flatmates?';
/** Occupations, as one alternation. */
const JOB_WORDS = [...JOB_NOUNS].join('|');

/** What a trip is for, in a key point. */
const TRIP_PURPOSE =
  /\b(visit|visiting|attend|attending|tourism|tourist|sightseeing|holiday|vacation|conference|wedding|meetings?|trade|expo|fair|graduation|convocation|treatment|delivery|event|festival|ceremony)\b/;
/** A paper, a poster or training is a trip's purpose under a question about the trip, and one's record elsewhere. */
const ACADEMIC_WORK = /\b(training|seminar|workshop|presentation|poster|paper)\b/;

/** One pattern per kind; the first kind whose pattern matches a key point is its kind, so order matters. */
const KIND_PATTERNS: readonly [FactKind, RegExp][] = [
  // A bare percentage is a score only under a question about scores (keyPointKind gives any figure there the kind
  // 'test'): "18 percent" under "What was your final year project?" is the project's result.
  ['test', /\b(gre|gmat|ielts|toefl|pte|duolingo|sat|gpa|cgpa|percentile|band score|marks|percentage|\d+(\.\d+)? ?bands?)\b/],
  // "green card holder since 2020" asks for a relative's status in the US, whatever the year.
  ['status', IMMIGRATION_STATUS],
  ['amount', AMOUNT_IN_KEY_POINT],
  // "only on-campus" under "Do you plan to work while you study?" asks how any work keeps to the visa's rules, not for
  // a university's name.
  [
    'work_rules',
    /\b(only|no) (on|off)[- ]campus\b|\b(on|off)[- ]campus (work|jobs?|employment|internships?)\b|\bhours (a|per) week\b|\bwork authori[sz]ation\b/,
  ],
  // A project manager is a role, not a project.
  ['experience', /\b(experience|worked|working at|internship|project(?! (manager|lead|head))|link to)\b/],
  ['bank', new RegExp(`\\b(${LENDERS})\\b(?! (transfer|statements?))`)],
  ['duration', new RegExp(`\\b${NUMBER_WORD}[- ](${TIME_UNITS})\\b|\\b(fortnight|duration|how long)\\b`)],
  [
    'date',
    new RegExp(`\\b(${MONTH_WORDS}|${SEASON_WORDS}|intake|(19|20)\\d\\d|\\d{1,2}(st|nd|rd|th)|date|deadline|next (week|month|year))\\b`),
  ],
  // "shared apartment near campus" says where the applicant will live, not which university.
  ['place', /\b(shared|rented|dorm|dormitory|hostel|housing|accommodation|airbnb|hotel|room)\b|\bnear (the )?campus\b/],
  ['university', /\b(university|college|institute|iit|nit|iiit|bits|school of|campus|admit|admits|admission)\b/],
  [
    'programme',
    /\b(ms|m\.?s\.?|mba|phd|masters?|bachelor'?s?|b\.?tech|m\.?tech|b\.?e|b\.?sc|m\.?sc|b\.?com|degree|programme|program|course|major|specialisation|specialization|track|curriculum|thesis|credits?|subjects?|semester)\b/,
  ],
  [
    'employer',
    /\b(company|employer|ltd|(pvt|private) limited|pvt|technologies|infosys|tcs|wipro|accenture|cognizant|hcl|firm|bank|hospital|organisation|organization|startup|factory|works at|working at)\b/,
  ],
  ['role', ROLE_IN_KEY_POINT],
  ['person', new RegExp(`\\b(${PEOPLE})\\b`)],
  ['property', /\b(house|home|flat|apartment|land|property|acres?|farm|plot|shop|assets?)\b/],
  ['return', /\b(return|come back|back (to|in) india|back home|rejoin|re-join|join back)\b/],
  ['purpose', new RegExp(`${TRIP_PURPOSE.source}|${ACADEMIC_WORK.source}`)],
  ['place', /\b(city|cities|state|country|place|places|coast|downtown|bay area|near|hotel|hostel|dorm|accommodation|stay|staying)\b/],
];

function hasPlaceName(text: string): boolean {
  return (text.match(/[a-z]+/g) ?? []).some((word) => PLACES.has(word));
}

/** "never refused", "clear no", "no relatives in the US": the model applicant's clean record, not a fact to ask for. */
const DENIAL =
  /^(clear |firm )?(no|not|never|none)\b|\b(never|no) (refused|overstayed|relatives?|plans?|intention)\b|\bfirst (us |u\.s\. )?(visa application|visit to the (us|u\.s\.|united states))\b/;
const TEST_QUESTION = /\b(gre|gmat|ielts|toefl|pte|duolingo|sat|gpa|cgpa|score|marks|grades?)\b/;
const TRIP_QUESTION =
  /\b(purpose|trip|visit\w*|travel\w*|tour|conference|attend\w*|event|meetings?|business|invit\w*|going|wedding|graduation|ceremony|training|why now)\b/;
const MONEY_QUESTION = /\b(loan|funds?|funding|pay|paying|money|account|savings|afford|cost|sponsor\w*|financ\w*|bank)\b/;

export function keyPointKind(keyPoint: string, question = ''): FactKind {
  const kind = kindOfKeyPoint(keyPoint, question);
  if ((kind === 'university' || kind === 'detail') && RANKING_QUESTION.test(question.toLowerCase())) return 'standing';
  return (kind === 'university' || kind === 'programme') && asksAboutARelativeNotStudies(question) ? 'role' : kind;
}

/**
 * "Do you know the ranking of your university?" asks where it stands: the model applicant's "public research university"
 * and "R1 classification" are its standing, not a request for the university's name.
 */
const RANKING_QUESTION =
  /\b(ranking|rank|reputation|standing) of (your|the|this) (university|college|school|programme|program|department)\b|\bhow (is|was) (your|the) (university|college|programme|program) ranked\b/;

function kindOfKeyPoint(keyPoint: string, question: string): FactKind {
  const text = keyPoint.toLowerCase();
  const asked = question.toLowerCase();
  if (DENIAL.test(text)) return 'denial';
  // A bare figure takes its kind from the question: "318 total" under "What is your GRE score?" is a test score.
  if (/\d/.test(text) && TEST_QUESTION.test(asked) && !/\b(lakhs?|crores?|rupees|dollars?|\$)/.test(text)) return 'test';
  for (const [kind, pattern] of KIND_PATTERNS) {
    // "State Bank of India" under "Tell me about your education loan" asks for the lender; a bank one works at is an
    // employer.
    if (kind === 'bank' && (!MONEY_QUESTION.test(asked) || ROLE_IN_KEY_POINT.test(text))) continue;
    if (!pattern.test(text)) continue;
    // "IEEE paper" under "Why should a US university accept you?" is the applicant's record, not a trip's purpose.
    if (kind === 'purpose' && ACADEMIC_WORK.test(text) && !TRIP_PURPOSE.test(text) && !TRIP_QUESTION.test(asked)) return 'experience';
    return kind;
  }
  // "JNTU Hyderabad" names where one studied; "Bengaluru" or "Richardson, Texas" alone is a place.
  if (namesAnInstitution(text)) return 'university';
  if (hasPlaceName(text)) return 'place';
  // A name alone under a question that asks where ("Richardson" under "Where will you live?") is the place asked for.
  const name = PROPER_NAME.test(keyPoint.trim());
  if (name && WHERE_QUESTION.test(asked)) return 'place';
  // ... and under a question about a business, a company or a job ("Patel Textiles" under "Tell me about your
  // business."), the employer.
  if (name && COMPANY_QUESTION.test(asked)) return 'employer';
  if (PROJECT_QUESTION.test(asked)) return projectPart(text);
  if (SUBJECTS_QUESTION.test(asked)) return 'subjects';
  return 'detail';
}

/** "Which subjects will you study in your first semester?": its "Machine Learning" and "Database Design" are subjects. */
const SUBJECTS_QUESTION =
  /\b(which|what) (subjects|courses|modules|classes) (will|would|are|do) you\b|\b(subjects|courses|modules) (will|do|are) you (study|take|taking|studying)\b/;

/** A question about the applicant's own project or published work, not a lab, a client's project or a relative's thesis. */
const PROJECT_QUESTION =
  /\b(your|final[- ]year|college|academic|capstone|undergraduate|bachelor'?s|major|best) (\w+ )?(projects?|thesis|dissertation)\b|\bpublished\b|\bone of your papers\b/;
/** What a project achieved, in a key point or an answer. */
const RESULT_WORD = 'percent|per cent|accuracy|reduced|cut|improved|increased|saved|faster|published|award|won|prize|patent|adopted';
const RESULT_IN_KEY_POINT = new RegExp(`\\b(${RESULT_WORD}|accurate|reduces|cuts|improves)\\b|%`);
const METHOD_WORDS =
  /\b(learning|neural|networks?|algorithms?|data|dataset|sensors?|cameras?|images?|python|java|matlab|arduino|iot|simulation|survey|analysis|regression|cnn|lstm|transformers?|ai|ml|deep|statistical|experiments?|lab|cloud|blockchain|using|with)\b/;

/**
 * Under a question about a project or research, the model applicant's "traffic-signal timing system", "camera data,
 * reinforcement learning" and "18 percent" ask for what the applicant built, how, and what it achieved; another
 * applicant's crop-disease app, leaf images and 92 percent accuracy answer them.
 */
function projectPart(keyPoint: string): FactKind {
  if (RESULT_IN_KEY_POINT.test(keyPoint) || (FIGURE.test(keyPoint) && !/\b(19|20)\d\d\b/.test(keyPoint))) return 'result';
  if (METHOD_WORDS.test(keyPoint)) return 'method';
  return 'project';
}

/** A question about a relative that does not ask about studies. */
const RELATIVE_QUESTION = /\b(family|relatives?|son|daughter|brother|sister|siblings?|cousin|uncle|aunt|friend|children|child|host)\b/;
const STUDY_QUESTION =
  /\b(universit\w*|college|stud\w*|course|degree|graduat\w*|admit\w*|admission|school|programme|program|major|semester|master\w*|phd|field)\b/;

/**
 * "MS at Arizona State University" under "Do you have any family members in the US?" is what the model applicant's
 * daughter does there: another applicant's relative may work, or be a citizen, so the kind asked for is what they
 * do, not the name of a university.
 */
function asksAboutARelativeNotStudies(question: string): boolean {
  const asked = question.toLowerCase();
  return RELATIVE_QUESTION.test(asked) && !STUDY_QUESTION.test(asked);
}

const WHERE_QUESTION = /\bwhere\b/;
const COMPANY_QUESTION = /\b(business|company|companies|employer|firm|internships?|job)\b/;
const PROPER_NAME = /^[A-Z][A-Za-z'.&-]*( [A-Z][A-Za-z'.&-]*)*$/;

/** Working for oneself: evidence of both an employer and an occupation ("he runs a pharma business"). */
const SELF_EMPLOYED =
  "self[- ]employed|runs? (a|an|his|her|the|our|my)|(my|his|her|our|their) own (business|clinic|shop|pharmacy|firm|practice|company|store|restaurant|hotel|agency|factory|hospital|farm|school)|(our|his|her|their|family|father'?s|mother'?s) ([a-z]+ )?(business|mill|factory|shop|store|firm|clinic|pharmacy|hotel|restaurant|agency|workshop|dealership)";
/** A score is a figure: "i did not take the gre" names a test and states no score. */
const FIGURE =
  /\d|\b(zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred)\b/;

/** Answer-side evidence of each kind: broader than a key point's wording, because applicants say facts many ways. */
const ANSWER_EVIDENCE: Partial<Record<FactKind, RegExp>> = {
  test: /\b(gre|gmat|ielts|toefl|pte|duolingo|sat|gpa|cgpa|percentile|bands?|marks|percentage|percent|scored?|quant|verbal|awa|writing|listening|reading|speaking|\d+(\.\d+)? ?%|\d+(\.\d+)? out of (\d+|four|five|ten|hundred))\b/,
  amount:
    /(\$|₹|\b(lakhs?|lacs?|crores?|rupees|inr|dollars?|usd|thousand|million|lpa|k)\b|\b\d{4,}\b|\b\d+(\.\d+)? ?(l|cr|k)\b|\brs\.? ?\d)/,
  duration: new RegExp(`\\b${NUMBER_WORD}[- ](${TIME_UNITS})\\b|\\bfortnight\\b`),
  date: new RegExp(
    `\\b(${MONTH_WORDS}|${SEASON_WORDS}|(19|20)\\d\\d|\\d{1,2}(st|nd|rd|th)|next (week|month|year)|this (week|month|year))\\b`,
  ),
  university: /\b(university|college|institute|iit|nit|iiit|bits|state|tech|mit|ucla|usc|nyu|asu|ut|uc|school)\b/,
  programme:
    /\b(ms|mba|phd|masters?|master's|bachelor'?s?|btech|b tech|mtech|m tech|be|bsc|msc|bcom|msba|mscs|msis|msds|meng|mim|mph|mfa|llm|pgdm|bba|bca|mca|mbbs|bds|b ?pharm|m ?pharm|diploma|degree|programme|program|course|major|specialisation|specialization|engineering|science|management|analytics|finance|computer|data|mechanical|civil|electrical|electronics|medicine|pharmacy|law|design|business|marketing|accounting)\b/,
  employer: new RegExp(
    `\\b(company|employer|ltd|limited|pvt|private|technologies|tech|infosys|tcs|wipro|accenture|cognizant|hcl|deloitte|amazon|google|microsoft|firm|bank|hospital|startup|factory|industries|solutions|services|group|corporation|(work|works|worked|working) (at|in|with|for)|(${JOB_WORDS}) (at|with) (?!(a|an|the|my|our|his|her|home|present|least|all|\\d)\\b)[a-z]+|retired from (?!(the|a|an|my|service|job|work)\\b)[a-z]+|business|government|govt|ministry|railways|psu|${SELF_EMPLOYED})\\b`,
  ),
  bank: new RegExp(`\\b(${LENDERS}|finance|financial|credit union|nbfc)\\b`),
  status: IMMIGRATION_STATUS,
  work_rules:
    /\b((on|off)[- ]campus|hours (a|per) week|assistantships?|ta|ra|cpt|authori[sz]\w*|(not|no|never|won't|will not|don't|do not) (need to |plan to |want to )?work)\b/,
  experience: /\b(experience|worked|working|work|job|internship|intern|project|years at|company)\b/,
  role: new RegExp(
    `\\b(${JOB_WORDS}|studying|studies|postdoc\\w*|owner|business|job|role|position|lead|head|working|shop|offer|placement|surgeon|dentist|physician|advocate|chartered|homemaker|agriculturist|principal|police|army|navy|[a-z]+(ologist|iatrist|ician)|${SELF_EMPLOYED})\\b`,
  ),
  person: new RegExp(`\\b(${PEOPLE}|dad|mom|mum|grandparents|i am|i will)\\b`),
  property:
    /\b(houses?|homes?|flats?|apartments?|land|lands|property|properties|acres?|farms?|plots?|shops?|assets?|buildings?|villas?|(\d ?)?bhk)\b/,
  return: /\b(return|returning|come back|coming back|back (to|in) india|back home|rejoin|join|joining|ticket)\b/,
  purpose:
    /\b(visit|visiting|see|meet|attend|attending|negotiat\w*|contracts?|baby|birth|childbirth|help|helping|tourism|tourist|sightseeing|holiday|vacation|conference|wedding|meeting|meetings|trade|expo|fair|graduation|convocation|treatment|delivery|training|seminar|workshop|event|festival|ceremony|presentation|present|tour|trip|study|studying)\b/,
  place: /\b(city|state|coast|downtown|hotel|hostel|dorm|dormitory|apartment|campus|near|stay|staying|place)\b/,
  project:
    /\b(system|app|application|tool|device|model|platform|website|portal|robot|prototype|monitor|detector|detection|prediction|predicting|predicts|classifier|chatbot|dashboard|study|design|designed|built|build|developed|made|created|implemented|thesis|project)\b/,
  method: METHOD_WORDS,
  subjects:
    /\b(algorithms?|learning|statistic\w*|data|databases?|mining|programming|python|java|networks?|systems?|calculus|mathematics|maths?|analytics|analysis|design|theory|electives?|core|economics|accounting|finance|marketing|management|operations|supply chain|circuits|signals|thermodynamics|mechanics|structures|chemistry|biology|physics|security|cloud|software|vision|robotics|optimi[sz]ation|probability|methods|seminar|lab|labs)\b/,
  standing:
    /\b(rank|ranks|ranked|ranking|rankings|top \d+|top (ten|twenty|fifty|hundred)|\d+(st|nd|rd|th)|r1|research university|accredited|reputation|reputed|known for|us news|qs|times higher)\b/,
  result: new RegExp(`\\b(${RESULT_WORD}|results?|achieved|reached)\\b|%`),
};

/** Institutions applicants name by a short form or one word alone: "7.9 out of 10 from vtu", "an admit from uiuc". */
export const KNOWN_INSTITUTIONS =
  /\b(iit|nit|iiit|bits|mit|ucla|usc|nyu|asu|ut|uc|cmu|gatech|purdue|stanford|harvard|columbia|cornell|rutgers|northeastern|vtu|jntu|jntuh|jntuk|jntua|sppu|aktu|rgpv|gtu|ktu|bhu|amu|vit|srm|kiit|lpu|ggsipu|dtu|nsut|nsit|coep|vjti|iisc|iiser|uiuc|utd|uta|unc|umich|umass|gwu|sjsu|cuny|suny|rit|wpi|njit|tamu|ucf|fiu|usf|uic|ncsu|osu|psu|uw|ubc)\b/;

/** Words that describe an institution without naming it: "a good college" names none. */
const UNNAMED_QUALIFIERS = new Set(
  'a an the my our this that good best top great nice reputed famous big private government public engineering medical same one other another which what any'.split(
    ' ',
  ),
);

function namesAnInstitution(text: string): boolean {
  if (KNOWN_INSTITUTIONS.test(text)) return true;
  if (/\buniversity of [a-z]+/.test(text) && !/\buniversity of (the|my|our|a)\b/.test(text)) return true;
  for (const match of text.matchAll(/\b([a-z]+) (university|college|institute|state|tech)\b/g))
    if (!UNNAMED_QUALIFIERS.has(match[1]!)) return true;
  return false;
}

export function answerStatesKind(kind: FactKind, answer: string): boolean {
  const text = answer.toLowerCase();
  if (kind === 'place') return hasPlaceName(text) || ANSWER_EVIDENCE.place!.test(text);
  if (kind === 'university') return namesAnInstitution(text);
  if (kind === 'test') return ANSWER_EVIDENCE.test!.test(text) && FIGURE.test(text);
  const pattern = ANSWER_EVIDENCE[kind];
  return pattern ? pattern.test(text) : false;
}

const YES_NO_QUESTION = /^(have|has|had|do|does|did|are|is|was|were|will|would|can|could)\b/;
const OPENING_NOISE = /^((sir|madam|ma'am|so|well|actually|honestly|okay|ok)\b[ ,]*)+/;
/** "No idea" is not a no: it says the applicant does not know. */
const PLAIN_NO = /^(no|nope|never|not yet|not really)\b(?! (idea|clue)\b)/;
/** What the question takes for granted, which the applicant does not have: "we do not have children", "i have no work experience". */
const NOTHING_OF_THE_KIND =
  '(children|kids|child|sons?|daughters?|brothers?|sisters?|siblings?|relatives?|family|wife|husband|spouse|property|properties|loans?|scholarships?|offers?|job offers?|invitation|letter|(work )?experience)';

/** One pattern that matches an answer opening with any of the alternatives, each as whole words. */
function openingWithAnyOf(alternatives: readonly string[]): RegExp {
  return new RegExp(alternatives.map((alternative) => `^${alternative}\\b`).join('|'));
}

const NONE_AT_ALL = openingWithAnyOf([
  // "we do not have any X", "i have no X": the applicant has none of the things named.
  `(i|we) (do not|don't|dont|did not|didn't) have (any |a |an )?${NOTHING_OF_THE_KIND}`,
  `(i|we) have no ${NOTHING_OF_THE_KIND}`,
  "(i am|i'm) not married",
  "(i am|i'm) (a )?fresher",
  '(none|nothing|nobody|no one|not any)',
  "(this is|it is|it's|this will be) (my|our) first",
  'first (time|trip|visit)',
  "i (did not|didn't|have not|haven't|never) (take|took|taken|give|gave|given|write|wrote|written|sit|sat|appear\\w*)",
  "i (did not|didn't|have not|haven't|have never|never) (work|worked|been|travel\\w*|applied)",
]);

/**
 * "No, this is my first time" to "Have you been to the US before?", "None" to "Which visas do you hold?", "I did not
 * take the GRE, my university waived it" to "What is your GRE score?", or a no said without the word ("i am a
 * fresher" to "Have you worked anywhere?", "i have never been to america"): the model answer's facts belong to the
 * other answer (its trip, its visas, its scores, its employer), so they are not asked for.
 */
export function declinesThePremise(question: string, answer: string): boolean {
  const opening = openingOf(answer);
  if (NONE_AT_ALL.test(opening)) return true;
  return PLAIN_NO.test(opening) && YES_NO_QUESTION.test(question.trim().toLowerCase());
}

function openingOf(answer: string): string {
  return answer
    .toLowerCase()
    .replace(/[^a-z' ]+/g, ' ')
    .trim()
    .replace(OPENING_NOISE, '');
}

/** What to ask the applicant for when a key point of this kind is missing, in their own facts. */
export const KIND_REQUESTS: Record<FactKind, string> = {
  university: 'the name of the university',
  programme: 'the programme and degree',
  test: 'your scores (test scores or grades)',
  amount: 'the figures (the amount and what it covers)',
  duration: 'how long (days, weeks or years)',
  date: 'the dates (month, intake or return date)',
  person: 'who is involved and how they are related to you',
  employer: 'the employer or company',
  bank: 'the bank that holds or lends the money',
  status: 'their status in the US (citizen, green card or visa)',
  work_rules: 'what work, if any, you plan, and how it keeps to the visa’s rules (where, and how many hours a week)',
  experience: 'how your own experience connects (where you worked or studied, and for how long)',
  role: 'the role or occupation',
  place: 'the place (the city, or where you will stay)',
  purpose: 'the purpose in concrete terms (the event, meeting or plan)',
  property: 'what you own at home',
  return: 'when you will return and what you return to',
  denial: '',
  project: 'what you built or studied, in a sentence',
  method: 'how you did it (the method, tools or data)',
  result: 'what it achieved (a result, with a figure if you have one)',
  standing: 'where it stands (its ranking, or what it is known for)',
  subjects: 'the subjects or courses, by name',
  detail: 'the specific reason or detail the question asks for',
};

/** How a covered key point is named back to the applicant when their own words differ from the key point's. */
export const KIND_LABELS: Record<FactKind, string> = {
  university: 'the university',
  programme: 'the programme',
  test: 'your scores',
  amount: 'the figures',
  duration: 'how long',
  date: 'the dates',
  person: 'the people involved',
  employer: 'the employer',
  bank: 'the bank',
  status: 'their status in the US',
  work_rules: 'the work rules',
  experience: 'your experience',
  role: 'the role',
  place: 'the places',
  purpose: 'the purpose',
  property: 'what you own',
  return: 'your return',
  denial: 'a clear answer',
  project: 'what you built',
  method: 'the method',
  result: 'the result',
  standing: 'its standing',
  subjects: 'the subjects',
  detail: 'the reason',
};

/** The kind of fact a question's own words ask for: "where" a place, "when" a date, "how much" an amount… */
const ASKED_KINDS: readonly [RegExp, FactKind | 'figure'][] = [
  [/\bhow long\b/, 'duration'],
  [/\bhow much\b/, 'amount'],
  [/\bhow many\b/, 'figure'],
  [/\bwhere\b/, 'place'],
  [/\bwhen\b/, 'date'],
  [/^who\b|\bwho (is|are|will|was|does|do)\b/, 'person'],
  [/\bwhich (university|universities|college|colleges)\b/, 'university'],
];

/**
 * Whether the answer states a fact of a kind the question's words ask for: "with my uncle in edison for the first few
 * months" to "Where will you live?" names a place, so it is not an answer to another question, however little it says.
 */
export function statesTheKindAsked(question: string, answer: string): boolean {
  const asked = question.toLowerCase();
  return ASKED_KINDS.some(
    ([cue, kind]) => cue.test(asked) && (kind === 'figure' ? FIGURE.test(answer.toLowerCase()) : answerStatesKind(kind, answer)),
  );
}
