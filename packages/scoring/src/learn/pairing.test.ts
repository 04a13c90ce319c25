import { describe, expect, it } from 'vitest';
import { readModelFile } from '../model-files.js';
import { centroid, wordVectors } from '../signals/meaning.js';
import { readAnswer } from '../features.js';
import { pairingLead, rivalsOfModel, type ScorerModel, topicNeighbourhood } from './model.js';
import { addressesQuestion, readAnswerSide, readQuestion } from './pairing.js';

const model = readModelFile<ScorerModel>('scorer-model.json');

function answers(question: string, answer: string): number {
  return addressesQuestion(
    model.pairing,
    readQuestion(question, centroid(wordVectors(question))),
    readAnswerSide(answer, centroid(wordVectors(answer))),
  );
}

// Questions and answers written for this test, none from the corpus or an evaluation set: each answer is paired with
// the question it answers and with one beside it in subject that it does not answer.
const cases = [
  {
    answer: 'i applied to seven universities and got admits from three of them, arizona state, utd and stevens',
    own: 'How many universities did you apply to, and how many admitted you?',
    other: 'Why did you choose this university over the others?',
  },
  {
    answer: 'my father runs a medical shop in nagpur and earns about eighteen lakh a year',
    own: 'What does your sponsor do for a living, and how much does he earn?',
    other: 'Where will you live during your studies?',
  },
  {
    answer: 'we will stay for twelve days and fly back on the ninth of june',
    own: 'How long will you stay in the United States?',
    other: 'Who is paying for this trip?',
  },
  {
    answer: 'because the course has a co op semester and my professor there works on battery materials',
    own: 'Why did you pick this programme?',
    other: 'How many people are travelling with you?',
  },
];

describe('does the answer answer its own question (pairing classifier)', () => {
  it.each(cases)('reads "$answer" as an answer to its own question more than to another', ({ answer, own, other }) => {
    expect(answers(own, answer)).toBeGreaterThan(answers(other, answer) + 0.05);
  });

  it('is a number in 0..1 for an empty answer and a question with no content words', () => {
    const score = answers('Why?', '');
    expect(score).toBeGreaterThanOrEqual(0);
    expect(score).toBeLessThanOrEqual(1);
  });
});

describe('how much better the answer answers its own question than the nearest known ones (pairing lead)', () => {
  const lead = (question: string, answer: string) => {
    const reading = readAnswer({ visaType: 'F1', question, modelAnswer: '', keyPoints: [], answer });
    const side = readAnswerSide(answer, reading.answerVector);
    const own = addressesQuestion(model.pairing, readQuestion(question, reading.questionVector), side);
    return pairingLead(model.pairing, side, own, rivalsOfModel(model), topicNeighbourhood(reading, model.topics));
  };
  // Written for this test: a question the corpus does not ask, answered once and once with the answer to another.
  const question = 'How many admits did you get, and from which universities?';

  it('is far lower for an answer on the same subject that answers another question', () => {
    const offTarget = lead(
      question,
      'i chose the university of houston because its petroleum department works with the energy companies there',
    );
    const onTarget = lead(question, 'i got four admits, from houston, texas a and m, utd and arizona state, out of seven applications');
    expect(offTarget).toBeLessThan(-0.2);
    expect(onTarget).toBeGreaterThan(offTarget + 0.3);
  });
});
