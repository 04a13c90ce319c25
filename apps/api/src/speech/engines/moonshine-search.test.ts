import fs from 'node:fs';
import llamaTokenizer from 'llama-tokenizer-js';
import { describe, expect, it } from 'vitest';
import { readArpa } from '../lm/arpa-model';
import { NAME_CLASSES } from '../lm/generated-answers';
import { DOMAIN_LM_PATH } from '../lm/speech-model';
import { type DecodeStep, FusedBeamSearch } from './moonshine-search';

const END = 2;
const VOCABULARY = llamaTokenizer.vocabById.length;
const lm = readArpa(fs.readFileSync(DOMAIN_LM_PATH, 'utf8'));
const NO_EXPECTATIONS = { expectReach: 0, expectFloor: -1.5, expectBonus: 0, expectClasses: 0 };
/** The app's search, with only the language model's expectations (word by word) to guide the spelling. */
const EXPECTING = {
  beam: 4,
  lmWeight: 0.2,
  wordBonus: 2,
  heardBonus: 0,
  heardReach: 0,
  expectReach: 8,
  expectFloor: -1.5,
  expectBonus: 1.5,
  expectClasses: 0,
};

/**
 * A decoder that hears one of two sentences, the second (`favoured`) a little more clearly: at each step it gives
 * the next token of each sentence the prefix still fits, then the end. `crowded`: where the two sentences part, four
 * other words come before the second sentence's next piece (a search that tries only the `beam` likeliest pieces
 * never spells it), and a prefix neither sentence fits ends there.
 */
function hearing(favoured: string, other: string, crowded = false): DecodeStep {
  const sentences = [favoured, other].map((text) => llamaTokenizer.encode(text, false, true));
  const distractors = llamaTokenizer.encode('the a my our', false);
  let rows: number[][] = [[]];
  let first = true;
  return async (lastTokens, parents) => {
    rows = first ? [[]] : parents.map((parent, i) => [...(rows[parent] ?? []), lastTokens[i] ?? 0]);
    first = false;
    return rows.map((prefix) => {
      const logits = new Float32Array(VOCABULARY).fill(-20);
      const next = sentences.map((tokens) =>
        prefix.every((token, i) => tokens[i] === token)
          ? prefix.length < tokens.length
            ? (tokens[prefix.length] ?? END)
            : END
          : undefined,
      );
      if (crowded && next.every((token) => token === undefined)) logits[END] = 1;
      if (crowded && next[0] !== undefined && next[1] !== undefined && next[0] !== next[1])
        for (const token of distractors) logits[token] = 0.8;
      next.forEach((token, s) => {
        if (token !== undefined) logits[token] = Math.max(logits[token] ?? -20, s === 0 ? 1 : 0.5);
      });
      return logits;
    });
  };
}

describe('beam search with the language model fused in', () => {
  it("takes the model's own best reading without the language model, and the domain's words with it", async () => {
    const step = () => hearing('My father has savings of fifty light rupees.', 'My father has savings of fifty lakh rupees.');
    const plain = new FusedBeamSearch(lm, { beam: 4, lmWeight: 0, wordBonus: 0, heardBonus: 0, heardReach: 0, ...NO_EXPECTATIONS });
    expect((await plain.run(step(), 40)).text).toBe('My father has savings of fifty light rupees.');
    const fused = new FusedBeamSearch(lm, { beam: 4, lmWeight: 0.2, wordBonus: 2.5, heardBonus: 0, heardReach: 0, ...NO_EXPECTATIONS });
    const result = await fused.run(step(), 40);
    expect(result.text).toBe('My father has savings of fifty lakh rupees.');
    expect(result.confidence).toBeGreaterThan(0);
    expect(result.confidence).toBeLessThanOrEqual(1);
  });

  it('reads numbers and letters as said, so "321" and "GRE" meet the words of the model', async () => {
    const step = () => hearing('My G R score is 321.', 'My GRE score is 321.');
    const fused = new FusedBeamSearch(lm, { beam: 4, lmWeight: 0.2, wordBonus: 2.5, heardBonus: 0, heardReach: 0, ...NO_EXPECTATIONS });
    expect((await fused.run(step(), 40)).text).toBe('My GRE score is 321.');
  });

  it('favours, where it is unsure, the words the first pass heard in the same audio', async () => {
    const step = () => hearing('I will study data science in Austin.', 'I will study data science in Boston.');
    const agreeing = new FusedBeamSearch(lm, { beam: 4, lmWeight: 0, wordBonus: 0, heardBonus: 1.25, heardReach: 0, ...NO_EXPECTATIONS });
    expect((await agreeing.run(step(), 40)).text).toBe('I will study data science in Austin.');
    const heard = ['i will study data', 'science in boston'];
    expect((await agreeing.run(step(), 40, heard)).text).toBe('I will study data science in Boston.');
  });

  it('spells a word the first pass heard even when Moonshine ranks its first piece below the beam', async () => {
    const step = () => hearing('I will study in Nashik.', 'I will study in Nagpur.', true);
    const heard = ['i will study in nagpur'];
    const withinBeam = new FusedBeamSearch(lm, { beam: 4, lmWeight: 0, wordBonus: 0, heardBonus: 1.25, heardReach: 0, ...NO_EXPECTATIONS });
    expect((await withinBeam.run(step(), 40, heard)).text).toBe('I will study in Nashik.');
    const reaching = new FusedBeamSearch(lm, { beam: 4, lmWeight: 0, wordBonus: 0, heardBonus: 1.25, heardReach: 8, ...NO_EXPECTATIONS });
    expect((await reaching.run(step(), 40, heard)).text).toBe('I will study in Nagpur.');
    expect((await reaching.run(step(), 40)).text).toBe('I will study in Nashik.');
  });

  it('spells a word the language model expects next even when Moonshine ranks its first piece below the beam', async () => {
    const step = () => hearing('We have a loan from Bank of Broda.', 'We have a loan from Bank of Baroda.', true);
    const unguided = new FusedBeamSearch(lm, { ...EXPECTING, ...NO_EXPECTATIONS });
    expect((await unguided.run(step(), 40)).text).not.toContain('Baroda');
    const expecting = new FusedBeamSearch(lm, EXPECTING);
    expect((await expecting.run(step(), 40)).text).toBe('We have a loan from Bank of Baroda.');
    const unlikely = new FusedBeamSearch(lm, { ...EXPECTING, expectFloor: -0.1 });
    expect((await unlikely.run(step(), 40)).text).not.toContain('Baroda');
  });

  it('spells a name where its kind is likely though the name alone is not, as a city after "from"', async () => {
    const step = () => hearing('We are from Nag Poor.', 'We are from Nagpur.', true);
    const byWord = new FusedBeamSearch(lm, EXPECTING, NAME_CLASSES);
    expect((await byWord.run(step(), 40)).text).toBe('We are from Nag Poor.');
    const byClass = new FusedBeamSearch(lm, { ...EXPECTING, expectClasses: 1 }, NAME_CLASSES);
    expect((await byClass.run(step(), 40)).text).toBe('We are from Nagpur.');
    // Where no city is likely, the names are not tried.
    const elsewhere = () => hearing('The fees are Nag Poor.', 'The fees are Nagpur.', true);
    expect((await byClass.run(elsewhere(), 40)).text).toBe('The fees are Nag Poor.');
  });

  it('gives a reading that ends part-way through an expected word no credit for it', async () => {
    // "my" spells the start of Mysore, a city expected after "return to"; ended there, it is only "my".
    const step = hearing('I will return to Like No.', 'I will return to Lucknow.', true);
    const search = new FusedBeamSearch(lm, { ...EXPECTING, expectClasses: 1 }, NAME_CLASSES);
    expect((await search.run(step, 40)).text).toBe('I will return to Like No.');
  });

  it('stops at the token limit, giving the best unfinished reading', async () => {
    const step = hearing('I will study data science in Boston.', 'I will study data science in Austin.');
    const fused = new FusedBeamSearch(lm, { beam: 2, lmWeight: 0.2, wordBonus: 2.5, heardBonus: 0, heardReach: 0, ...NO_EXPECTATIONS });
    expect((await fused.run(step, 3)).text.split(' ').length).toBeLessThanOrEqual(3);
  });
});
