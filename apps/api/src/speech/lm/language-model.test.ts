import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PocketSphinxEngine } from '../engines/pocketsphinx';
import { CHECK_ANSWERS } from '../fixtures/check-answers';
import { TUNING_ANSWERS } from '../fixtures/tuning-answers';
import { UNSEEN_ANSWERS } from '../fixtures/unseen-answers';
import { skipWithoutPackages } from '../fixtures/requirements';
import { readArpa } from './arpa-model';
import { buildArpa } from './kneser-ney';
import { BENCH_SENTENCES, languageModelCorpus } from './language-model-corpus';
import { DOMAIN_LM_PATH } from './speech-model';
import { numberInWords, spokenWords, yearInWords } from './spoken-form';

describe('spoken form', () => {
  it('says numbers, years, decimals, ordinals and amounts as an Indian applicant does', () => {
    expect(spokenWords('My GRE is 318 and IELTS 7.5.').join(' ')).toBe('my g r e is three hundred and eighteen and ielts seven point five');
    expect(spokenWords('Classes start on the 22nd of August 2026').join(' ')).toBe(
      'classes start on the twenty second of august twenty twenty six',
    );
    expect(spokenWords('Tuition is $42,000 and the loan Rs 45,00,000').join(' ')).toBe(
      'tuition is forty two thousand dollars and the loan forty five lakh rupees',
    );
    expect(numberInWords(12_500_000)).toBe('one crore twenty five lakh');
    expect(yearInWords(2005)).toBe('two thousand five');
  });

  it('spells out acronyms that are said letter by letter and keeps those said as words', () => {
    expect(spokenWords('MS at UTD, loan from sbi, TOEFL and IELTS done').join(' ')).toBe(
      'm s at u t d loan from s b i toefl and ielts done',
    );
  });

  it('reads British spellings as the dictionary spells them', () => {
    expect(spokenWords('The programme was organised by the centre').join(' ')).toBe('the program was organized by the center');
  });
});

/** log10 P(word | history) read back from an ARPA text, backing off as a decoder does. */
function arpaScorer(arpa: string) {
  const model = readArpa(arpa);
  return { score: (words: string[]) => model.log10Prob(words), vocabulary: model.vocabulary() };
}

describe('Kneser-Ney trigram model', () => {
  const corpus = [
    'i want to study data science',
    'i want to study in boston',
    'my father is sponsoring my studies',
    'i want to return to india',
  ];
  const { score, vocabulary } = arpaScorer(buildArpa(corpus.map((sentence) => sentence.split(' '))));

  it('is a probability distribution over the next word for seen and unseen histories', () => {
    for (const history of [['i', 'want'], ['want', 'to'], ['<s>', 'i'], ['boston', 'my'], ['to']]) {
      const total = vocabulary.reduce((sum, word) => sum + 10 ** score([...history, word]), 0);
      expect(total).toBeCloseTo(1, 4);
    }
  });

  it('prefers what the corpus says over what it does not', () => {
    expect(score(['want', 'to', 'study'])).toBeGreaterThan(score(['want', 'to', 'father']));
    expect(score(['i', 'want'])).toBeGreaterThan(score(['i', 'sponsoring']));
  });
});

const stockDictionaryMissing = [new PocketSphinxEngine({ domainLm: null }).status().reason];

describe.skipIf(skipWithoutPackages('visa-interview language model build', stockDictionaryMissing))(
  'the visa-interview language model',
  () => {
    const { sentences } = languageModelCorpus();

    it('is built from at least 5,000 sentences, none of which holds a bench sentence', () => {
      expect(sentences.length).toBeGreaterThanOrEqual(5000);
      const lines = sentences.map((words) => ` ${words.join(' ')} `);
      expect(BENCH_SENTENCES.length).toBe(UNSEEN_ANSWERS.length + TUNING_ANSWERS.length + CHECK_ANSWERS.length);
      for (const bench of BENCH_SENTENCES) expect(lines.some((line) => line.includes(bench))).toBe(false);
    });

    it('is committed as `npm run build:lm` builds it', () => {
      expect(fs.readFileSync(DOMAIN_LM_PATH, 'utf8') === buildArpa(sentences)).toBe(true);
    });
  },
);
