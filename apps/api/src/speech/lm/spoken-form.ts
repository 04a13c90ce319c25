/**
 * Written text → the words a speaker says, as the recogniser's dictionary spells them: lower case, numbers in
 * words, letter-by-letter acronyms as single letters. The language model is built from this form, so it must be
 * the form the decoder emits.
 */

const ONES = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
const ORDINAL_WORDS: Record<string, string> = {
  one: 'first',
  two: 'second',
  three: 'third',
  five: 'fifth',
  eight: 'eighth',
  nine: 'ninth',
  twelve: 'twelfth',
};

/** Acronyms said as one word; every other all-capitals token of two to five letters is spelled out. */
const SAID_AS_WORDS = new Set(['ielts', 'toefl', 'sevis', 'nasa', 'stem', 'covid', 'isro', 'aiims', 'nasscom']);

/** Acronyms that transcripts and typed answers write in lower case, spelled out as they are said. */
const LOWER_CASE_ACRONYMS: Record<string, string> = {
  gre: 'g r e',
  sbi: 's b i',
  hdfc: 'h d f c',
  icici: 'i c i c i',
  tcs: 't c s',
  hcl: 'h c l',
  ibm: 'i b m',
  cgpa: 'c g p a',
  gpa: 'g p a',
  fd: 'f d',
  fds: 'f d s',
  emi: 'e m i',
  ut: 'u t',
  usa: 'u s a',
  mba: 'm b a',
  phd: 'p h d',
  opt: 'o p t',
  cpt: 'c p t',
  itr: 'i t r',
  itrs: 'i t r s',
  ca: 'c a',
  btech: 'b tech',
  mtech: 'm tech',
  bcom: 'b com',
  mcom: 'm com',
  bsc: 'b s c',
  msc: 'm s c',
  bba: 'b b a',
  bca: 'b c a',
  mca: 'm c a',
  ms: 'm s',
  iit: 'i i t',
  nit: 'n i t',
  bits: 'b i t s',
  vit: 'v i t',
  jntu: 'j n t u',
  ucla: 'u c l a',
  nyu: 'n y u',
  utd: 'u t d',
  asu: 'a s u',
  usc: 'u s c',
  cmu: 'c m u',
  ub: 'u b',
  nri: 'n r i',
  gmat: 'g m a t',
  sop: 's o p',
  lor: 'l o r',
  lors: 'l o r s',
  ielts: 'ielts',
  toefl: 'toefl',
  prof: 'professor',
  ds: 'd s',
  pg: 'p g',
};

/** British spellings said the same as the American ones the dictionary holds. */
const BRITISH_SPELLINGS: Array<[RegExp, string]> = [
  [
    /^(organi|speciali|reali|recogni|minimi|maximi|moderni|utili|finali|prioriti|analy|emphasi|summari|authori|memori|categori|optimi|digiti|visuali|apologi|customi|standardi|famili|hospitali|sponsori)s(e|ed|es|ing|ation|ations|ers?)$/,
    '$1z$2',
  ],
  [/^programme(s?)$/, 'program$1'],
  [/^jewellery$/, 'jewelry'],
  [/^enrolment(s?)$/, 'enrollment$1'],
  [/^travell(ed|ing|er|ers)$/, 'travel$1'],
  [/^cancell(ed|ing)$/, 'cancel$1'],
  [/^colour(s?)$/, 'color$1'],
  [/^favourite(s?)$/, 'favorite$1'],
  [/^centre(s?)$/, 'center$1'],
  [/^labour$/, 'labor'],
  [/^defence$/, 'defense'],
  [/^licence$/, 'license'],
  [/^cheque(s?)$/, 'check$1'],
  [/^dont$/, "don't"],
];

function americanSpelling(word: string): string {
  for (const [pattern, replacement] of BRITISH_SPELLINGS) if (pattern.test(word)) return word.replace(pattern, replacement);
  return word;
}

function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 === 0 ? tens : `${tens} ${ONES[n % 10]}`;
}

function belowThousand(n: number, and: boolean): string {
  if (n < 100) return belowHundred(n);
  const rest = n % 100;
  const hundreds = `${ONES[Math.floor(n / 100)]} hundred`;
  return rest === 0 ? hundreds : `${hundreds}${and ? ' and' : ''} ${belowHundred(rest)}`;
}

/** Cardinal in words, Indian-English style ("one hundred and twenty"); lakh and crore scales above a lakh. */
export function numberInWords(n: number, and = true): string {
  if (!Number.isFinite(n) || n < 0) return '';
  if (n < 1000) return belowThousand(n, and);
  const parts: string[] = [];
  const scales: Array<[number, string]> =
    n >= 100_000
      ? [
          [10_000_000, 'crore'],
          [100_000, 'lakh'],
          [1000, 'thousand'],
        ]
      : [[1000, 'thousand']];
  let rest = n;
  for (const [size, name] of scales) {
    if (rest >= size) {
      parts.push(`${numberInWords(Math.floor(rest / size), and)} ${name}`);
      rest %= size;
    }
  }
  if (rest > 0) parts.push(belowThousand(rest, and));
  return parts.join(' ');
}

/** A four-digit year as said: 2024 → "twenty twenty four", 2005 → "two thousand five". */
export function yearInWords(year: number): string {
  if (year >= 2000 && year < 2010) return `two thousand ${year === 2000 ? '' : ONES[year - 2000]}`.trim();
  const high = Math.floor(year / 100);
  const low = year % 100;
  return `${belowHundred(high)} ${low === 0 ? 'hundred' : low < 10 ? `oh ${ONES[low]}` : belowHundred(low)}`;
}

export function ordinalInWords(n: number): string {
  const words = numberInWords(n, false).split(' ');
  const last = words.pop()!;
  const ordinal = ORDINAL_WORDS[last] ?? (last.endsWith('y') ? `${last.slice(0, -1)}ieth` : `${last}th`);
  return [...words, ordinal].join(' ');
}

function numberToken(token: string): string {
  const ordinal = /^(\d+)(st|nd|rd|th)$/i.exec(token);
  if (ordinal) return ordinalInWords(Number(ordinal[1]));
  const decimal = /^(\d+)\.(\d+)$/.exec(token);
  if (decimal) return `${numberInWords(Number(decimal[1]))} point ${[...decimal[2]!].map((d) => ONES[Number(d)]).join(' ')}`;
  const plain = token.replace(/,/g, '');
  if (/^\d+$/.test(plain)) {
    const n = Number(plain);
    if (plain.length === 4 && n >= 1950 && n <= 2099) return yearInWords(n);
    return numberInWords(n);
  }
  return token;
}

/**
 * The spoken words of a written sentence. Currency signs become words after the amount, "k" thousands are
 * expanded, hyphens split words, acronyms are spelled out unless said as a word.
 */
export function spokenWords(text: string): string[] {
  const expanded = text
    .replace(/[’‘]/g, "'")
    .replace(/\$\s?([\d,.]+)\s?(k|K)\b/g, (_, amount: string) => `${Number(amount.replace(/,/g, '')) * 1000} dollars`)
    .replace(/\$\s?([\d,.]+)/g, '$1 dollars')
    .replace(/(₹|Rs\.?|INR)\s?([\d,.]+)/g, '$2 rupees')
    .replace(/(\d)\s?%/g, '$1 percent')
    .replace(/&/g, ' and ')
    .replace(/(\d)([a-zA-Z]{3,})/g, '$1 $2')
    .replace(/[-/]/g, ' ');
  const words: string[] = [];
  for (const raw of expanded.split(/\s+/)) {
    const token = raw.replace(/^[^\w$₹]+|[^\w%]+$/g, '').replace(/\.$/, '');
    if (!token) continue;
    if (/\d/.test(token)) {
      const spoken = numberToken(token);
      if (spoken === token) continue;
      words.push(...spoken.split(' '));
      continue;
    }
    // "IITs": a lower-case s after capitals is a plural, said as the letters.
    const letters = token.replace(/(?<=[A-Z])s$/, '');
    if (/^[A-Z]{2,5}$/.test(letters) && !SAID_AS_WORDS.has(letters.toLowerCase())) {
      words.push(...letters.toLowerCase().split(''));
      continue;
    }
    const word = americanSpelling(
      token
        .toLowerCase()
        .replace(/[^a-z']/g, '')
        .replace(/'s$/, "'s"),
    );
    if (!word) continue;
    const acronym = LOWER_CASE_ACRONYMS[word] ?? LOWER_CASE_ACRONYMS[word.replace(/'s$/, '')];
    if (acronym) words.push(...acronym.split(' '));
    else words.push(word);
  }
  return words;
}
