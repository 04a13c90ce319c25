/**
 * Word lists the signals share. They describe English and the visa interview in general (how Indian applicants
 * commonly say things, which phrases officers hear as memorised), never particular evaluation items.
 */

export const STOPWORDS: ReadonlySet<string> = new Set(
  `a an the and or but if then so because as of at by for with about against between into through during before
  after above below to from up down in out on off over under again further once here there when where why how all
  any both each few more most other some such no nor not only own same than too very s t can will just don should
  now i me my myself we our ours ourselves you your yours yourself he him his himself she her hers herself it its
  itself they them their theirs themselves what which who whom this that these those am is are was were be been
  being have has had having do does did doing would could shall may might must also sir madam maam mam okay ok
  yes yeah yep nope um uh umm uhh erm er hmm ah like basically actually really well know mean going gonna want
  wanna get got go am i'm im it's its i'll ill i've ive we're we'll they're he's she's that's there's dont don't
  didn't doesn't isn't aren't wasn't weren't won't can't cannot will be one thing things something anything
  everything lot lots much many kind sort see okay hello hi good morning afternoon evening thank thanks please`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Synonym classes: every listed surface form (or its stem) maps to one canonical key, so "dad"/"father",
 * "masters"/"ms", "rupees"/"rs" meet each other.
 */
const SYNONYM_CLASSES: Record<string, string[]> = {
  ms: ['ms', 'm.s', 'm.s.', 'master', 'masters', "master's", 'msc', 'm.sc', 'mtech', 'm.tech', 'meng'],
  btech: ['btech', 'b.tech', 'be', 'b.e', 'beng'],
  bsc: ['bsc', 'b.sc'],
  bcom: ['bcom', 'b.com'],
  phd: ['phd', 'ph.d', 'doctorate'],
  degree: ['degree', 'degre', 'program', 'programme', 'course', 'cours', 'programm'],
  university: ['university', 'universit', 'universiti', 'college', 'colleg', 'institute', 'institut', 'school', 'schol'],
  us: ['us', 'usa', 'u.s', 'u.s.a', 'america', 'american', 'states', 'stateside'],
  father: ['father', 'dad', 'papa', 'daddy', 'fathers'],
  mother: ['mother', 'mom', 'mum', 'mummy', 'mommy', 'mothers', 'amma'],
  parent: ['parent', 'parents'],
  child: ['child', 'children', 'kid', 'kids', 'childs'],
  wife: ['wife', 'spouse', 'wive'],
  rupee: ['rupee', 'rupees', 'rs', 'inr'],
  dollar: ['dollar', 'dollars', 'usd', '$'],
  lakh: ['lakh', 'lakhs', 'lac', 'lacs', 'lakhs'],
  crore: ['crore', 'crores'],
  year: ['year', 'years', 'yr', 'yrs', 'annual', 'annually', 'yearly', 'annum'],
  month: ['month', 'months', 'monthly'],
  week: ['week', 'weeks', 'fortnight'],
  day: ['day', 'days'],
  return: ['return', 'returning', 'returned', 'back', 'rejoin', 'rejoining'],
  income: ['income', 'salary', 'salari', 'earn', 'earning', 'earns', 'earned', 'ctc', 'package', 'packag'],
  pharma: ['pharma', 'pharmaceutical', 'pharmaceut', 'medicine', 'medicin', 'medical'],
  company: ['company', 'compani', 'firm', 'business', 'busines', 'organisation', 'organis', 'employer'],
  staff: ['staff', 'employee', 'employe', 'worker'],
  flat: ['flat', 'apartment', 'apart', 'condo', 'home', 'house', 'hous'],
  bedroom: ['bedroom', 'bhk'],
  farm: ['farm', 'farmland', 'agriculture', 'agricultur', 'agricultural', 'land', 'plot'],
  housing: ['housing', 'hostel', 'dorm', 'dormitory', 'dormitori', 'accommodation', 'accommodat'],
  scholarship: ['scholarship', 'fellowship', 'waiver', 'grant', 'stipend'],
  gpa: ['gpa', 'cgpa', 'grade', 'grades', 'percentage', 'percentag'],
  admit: ['admit', 'admission', 'admiss', 'admitted', 'offer', 'acceptance', 'accept'],
  loan: ['loan', 'loans'],
  saving: ['saving', 'savings', 'saved', 'sav', 'deposit', 'fd', 'fds'],
  approv: ['approv', 'approved', 'sanction', 'sanctioned', 'granted'],
  holiday: ['holiday', 'vacation', 'tourism', 'tourist', 'sightsee', 'sightseeing', 'tour'],
  trip: ['trip', 'visit', 'travel', 'travell', 'journey'],
  focus: ['focus', 'specialis', 'specialisation', 'specialization', 'concentration', 'concentrat', 'track', 'major'],
  lab: ['lab', 'labs', 'laboratory', 'laboratori'],
  meet: ['meet', 'meeting', 'meetings', 'conference', 'conferenc', 'summit', 'seminar'],
  poster: ['poster', 'paper', 'present', 'presenting', 'presentation', 'talk'],
  graduat: ['graduat', 'graduation', 'convocation', 'convocat', 'commencement'],
  job: ['job', 'role', 'position', 'post', 'work', 'working', 'employment', 'employ'],
  sponsor: [
    'sponsor',
    'sponsoring',
    'sponsored',
    'fund',
    'funding',
    'funded',
    'financ',
    'paying',
    'pay',
    'support',
    'supporting',
    'cover',
    'covering',
  ],
  cost: ['cost', 'costs', 'expense', 'expens', 'fee', 'fees', 'tuition', 'budget'],
  total: ['total', 'altogether', 'overall'],
  bank: ['bank', 'banks'],
  letter: ['letter', 'document', 'documents', 'proof', 'email', 'mail'],
  son: ['son', 'sons'],
  daughter: ['daughter', 'daughters'],
  engineer: ['engineer', 'engineering', 'engineers'],
  book: ['book', 'booked', 'booking', 'reserv', 'reserved', 'ticket', 'tickets'],
  first: ['first', 'maiden'],
};

export const CANONICAL_WORDS: ReadonlyMap<string, string> = new Map(
  Object.entries(SYNONYM_CLASSES).flatMap(([canonical, forms]) => forms.map((form) => [form, canonical] as const)),
);

/** Multi-word expressions folded to one canonical term before single words are looked at. */
export const CANONICAL_PHRASES: readonly (readonly [readonly string[], string])[] = [
  [['master', 'of', 'science'], 'ms'],
  [['master', 'of', 'engineering'], 'ms'],
  [['master', 'of', 'technology'], 'ms'],
  [['masters', 'degree'], 'ms'],
  [['bachelor', 'of', 'technology'], 'btech'],
  [['bachelor', 'of', 'engineering'], 'btech'],
  [['bachelor', 'of', 'science'], 'bsc'],
  [['bachelor', 'of', 'commerce'], 'bcom'],
  [['b', 'tech'], 'btech'],
  [['b', 'e'], 'btech'],
  [['b', 'sc'], 'bsc'],
  [['b', 'com'], 'bcom'],
  [['m', 's'], 'ms'],
  [['m', 'tech'], 'ms'],
  [['united', 'states', 'of', 'america'], 'us'],
  [['united', 'states'], 'us'],
  [['the', 'us'], 'us'],
  [['u', 's'], 'us'],
  [['come', 'back'], 'return'],
  [['coming', 'back'], 'return'],
  [['came', 'back'], 'return'],
  [['go', 'back'], 'return'],
  [['going', 'back'], 'return'],
  [['went', 'back'], 'return'],
  [['fly', 'back'], 'return'],
  [['flying', 'back'], 'return'],
  [['fly', 'home'], 'return'],
  [['flying', 'home'], 'return'],
  [['back', 'home'], 'return'],
  [['on', 'campus'], 'oncampus'],
  [['on-campus'], 'oncampus'],
  [['per', 'annum'], 'year'],
  [['per', 'year'], 'year'],
  [['a', 'year'], 'year'],
  [['per', 'month'], 'month'],
  [['a', 'month'], 'month'],
  [['fixed', 'deposit'], 'saving'],
  [['fixed', 'deposits'], 'saving'],
  [['mutual', 'funds'], 'saving'],
  [['education', 'loan'], 'loan'],
  [['student', 'loan'], 'loan'],
  [['on', 'time'], 'ontime'],
  [['on', 'schedule'], 'ontime'],
  [['as', 'planned'], 'ontime'],
  [['final', 'year'], 'finalyear'],
  [['final-year'], 'finalyear'],
  [['last', 'year', 'project'], 'finalyear'],
];

/** Months, for dates and intakes. */
export const MONTHS: ReadonlySet<string> = new Set(
  'january february march april may june july august september october november december jan feb mar apr jun jul aug sep sept oct nov dec'.split(
    ' ',
  ),
);
/** Intakes and seasons applicants name instead of a month. */
export const SEASONS: ReadonlySet<string> = new Set(['fall', 'spring', 'summer', 'winter', 'autumn']);

/** Places an officer expects to hear named: Indian and US cities and states, common travel destinations. */
export const PLACES: ReadonlySet<string> = new Set(
  `mumbai delhi bangalore bengaluru hyderabad chennai kolkata pune ahmedabad jaipur lucknow kochi cochin nagpur
  indore bhopal surat vadodara coimbatore madurai trichy vellore visakhapatnam vizag vijayawada guntur warangal
  mysore mangalore thiruvananthapuram trivandrum kozhikode calicut ernakulam thrissur patna ranchi bhubaneswar
  cuttack guwahati chandigarh ludhiana amritsar jalandhar dehradun noida gurgaon gurugram ghaziabad faridabad
  kanpur varanasi allahabad prayagraj agra meerut nashik aurangabad kolhapur goa raipur jodhpur udaipur kota
  siliguri durgapur bardhaman burdwan manipal hubli belgaum jammu srinagar shimla
  tiruppur mysuru thane secunderabad nellore tirupati karimnagar kakinada rajahmundry salem erode udupi kottayam
  kollam kurnool anantapur ongole eluru khammam nizamabad hosur tirunelveli thanjavur pondicherry puducherry dharwad
  belagavi davangere shimoga shivamogga gulbarga kalaburagi bellary ballari kannur palakkad alappuzha solapur
  amravati akola latur nanded jalgaon sangli satara gandhinagar rajkot jamnagar bhavnagar bharuch vapi ajmer bikaner
  alwar mohali panchkula haridwar rishikesh aligarh gorakhpur bareilly jhansi gwalior jabalpur ujjain bilaspur bhilai
  jamshedpur dhanbad bokaro asansol howrah rourkela sambalpur tumkur mandya hassan karnal panipat rohtak hisar
  sonipat bathinda patiala moradabad saharanpur mathura muzaffarpur gaya bhagalpur darbhanga vidisha sagar satna rewa
  thoothukudi tuticorin nagercoil kanchipuram kanyakumari
  kerala karnataka tamil nadu telangana andhra maharashtra gujarat rajasthan punjab haryana bihar odisha bengal
  assam uttar pradesh madhya kashmir
  york jersey boston chicago seattle dallas houston austin texas california francisco san diego jose angeles los
  atlanta miami orlando florida phoenix arizona denver colorado detroit michigan ohio columbus cleveland cincinnati
  pittsburgh philadelphia pennsylvania washington virginia maryland baltimore carolina raleigh charlotte nashville
  tennessee indiana indianapolis illinois wisconsin madison minnesota minneapolis iowa missouri louis kansas
  oklahoma utah nevada vegas oregon portland massachusetts connecticut edison newark buffalo rochester syracuse
  albany ithaca niagara yosemite hawaii alaska georgia alabama kentucky louisiana orleans delaware princeton
  berkeley stanford ann arbor sunnyvale cupertino palo alto clara redmond bellevue tempe tucson richardson plano
  irving frisco arlington fremont oakland sacramento irvine pasadena hoboken stamford hartford providence durham
  urbana champaign lafayette bloomington omaha milwaukee memphis tampa jacksonville spokane boise tulsa albuquerque
  schaumburg naperville
  dubai singapore thailand bangkok malaysia london uk canada toronto australia sydney melbourne germany paris
  france europe japan tokyo nepal sri lanka bali maldives qatar doha oman muscat kuwait saudi`
    .split(/\s+/)
    .filter(Boolean),
);

/** Words that mark a named organisation or programme when preceded by a name ("Anna University", "HDFC Bank"). */
export const ORGANISATION_CUES: ReadonlySet<string> = new Set(
  'university college institute school bank company firm ltd limited technologies systems hospital lab labs corporation corp group foundation society association'.split(
    ' ',
  ),
);

/**
 * Stock phrases officers hear as memorised or empty: they claim a quality without a checkable fact.
 * Each is a regular expression over the lower-cased answer.
 */
export const GENERIC_PHRASES: readonly RegExp[] = [
  /\bone of the (best|top|finest|leading|most reputed|most prestigious)\b/,
  /\bworld[- ]class\b/,
  /\b(excellent|good|great|renowned|experienced) faculty\b/,
  /\bdiverse (environment|culture|student body)\b/,
  /\b(better|good|great|more|many|lot of|plenty of) (career )?(opportunities|opportunity|exposure|scope)\b/,
  /\blot of scope\b/,
  /\bpersonally and professionally\b/,
  /\b(genuine|bona ?fide) (student|applicant|traveller|traveler|visitor)\b/,
  /\bstrong (ties|academics|academic record|profile)\b/,
  /\bsufficient (funds|money)\b/,
  /\bmoney is not (a|an) (problem|issue)\b/,
  /\b(family|we|they|parents) (will|can) manage\b/,
  /\bcontribute to (the )?(growth|development|progress) of (my|our) (country|nation)\b/,
  /\b(developing|growing) (very )?fast\b/,
  /\b(hard ?working|passionate|dedicated|motivated|enthusiastic)\b.*\b(hard ?working|passionate|dedicated|motivated|enthusiastic)\b/,
  /\blearn new things\b/,
  /\bgrow in (my )?life\b/,
  /\b(my|our) (whole|entire) life is (there|here|in india)\b/,
  /\blove my (country|family|motherland)\b/,
  /\bmy culture\b/,
  /\beverything is (there|here|in india)\b/,
  /\bbest in the world\b/,
  /\bglobal(ly)? (recognition|recognised|recognized|exposure)\b/,
  /\b(very )?(good|great|nice|beautiful|famous) (field|fields|country|place|places|university|universities|college|colleges)\b/,
  /\b(salary|income|pay|package) is (very )?(good|decent|enough|sufficient)\b/,
  /\b(from )?all over the world\b/,
  /\bpractical exposure\b/,
  /\bvarious (opportunities|things|activities|places|aspects)\b/,
  /\bstakeholders\b/,
  /\bstrengthen (relationships|relations|ties)\b/,
  /\bas usual\b/,
  /\bgood (salary|package|job)\b/,
  /\b(support|take care of) my family comfortably\b/,
  /\bthe right time\b/,
  /\b(always|long) wanted to (see|visit|go)\b/,
  /\bclear (academic )?goals?\b/,
  /\ball (the )?documents\b/,
  /\bhigh(ly)? (reputed|ranked|rated)\b/,
  /\b(state of the art|cutting[- ]edge|latest technology)\b/,
  /\bdifferent options\b/,
  /\bwhat i (really )?want(ed)? to do in life\b/,
  /\bmany properties\b/,
  /\b(famous|tourist) (places|spots|attractions)\b/,
];

/** Hesitations that sound unsure of one's own facts. */
export const HEDGE_PATTERNS: readonly RegExp[] = [
  /\bi think\b/,
  /\bi guess\b/,
  /\bmaybe\b/,
  /\bperhaps\b/,
  /\bprobably\b/,
  /\bnot (very |really |so |too )?sure\b/,
  /\bi('ll| will) see\b/,
  /\bi don'?t (really )?remember\b/,
  /\bi (have|need) to check\b/,
  /\bsomewhere\b/,
  /\bor something\b/,
  /\band stuff\b/,
  /\bsome (small )?(things|stuff)\b/,
  /\bwhatever\b/,
  /\band all\b(?! (the|my|of|our|these|those)\b)/,
  /\band everything\b/,
  /\betc\b/,
  /\bi haven'?t (planned|decided)\b/,
  /\bi (might|may) (do|go|take|try)\b/,
];

/** Fillers that are always fillers; "like" and discourse markers are decided in context (see signals/delivery). */
export const HARD_FILLERS: ReadonlySet<string> = new Set(['um', 'umm', 'uh', 'uhh', 'uhm', 'erm', 'er', 'hmm', 'ah', 'eh', 'mm']);
export const FILLER_PHRASES: readonly string[] = ['you know', 'i mean', 'kind of', 'sort of', 'basically'];

/** Words that, before "like", make it a verb or comparison rather than a filler ("I like", "companies like X"). */
export const LIKE_AS_WORD_BEFORE: ReadonlySet<string> = new Set(
  `i we you they he she would 'd d look looks looked feel feels felt seem seems something anything nothing things
  just exactly more much companies places courses subjects fields field universities cities countries people
  someone is was were be are it that this also really don't dont didn't not`
    .split(/\s+/)
    .filter(Boolean),
);
export const LIKE_AS_WORD_AFTER: ReadonlySet<string> = new Set(['that', 'this', 'to', 'it', 'them', 'him', 'her']);

/** Common job nouns, used to spot a missing article ("he is farmer") and to recognise answers about work. */
export const JOB_NOUNS: ReadonlySet<string> = new Set(
  `farmer engineer manager teacher doctor lawyer accountant businessman businesswoman student professor lecturer
  nurse clerk officer driver developer analyst consultant architect pharmacist scientist designer contractor
  director supervisor technician trader shopkeeper housewife homemaker banker auditor executive employee
  entrepreneur retired pensioner salesman agent researcher`
    .split(/\s+/)
    .filter(Boolean),
);
