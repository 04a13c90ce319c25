import { describe, expect, it } from 'vitest';
import { applyTranscriptEvent, EMPTY_TRANSCRIPT, spokenText, type Transcript } from '../../../lib/speech/transcript';
import { buildAnswer } from './answer';

function feed(...events: Parameters<typeof applyTranscriptEvent>[1][]): Transcript {
  return events.reduce(applyTranscriptEvent, EMPTY_TRANSCRIPT);
}

describe('live transcript', () => {
  it('shows the interim phrase and replaces it by the final one, appending finals in order', () => {
    const transcript = feed(
      { kind: 'interim', text: 'i want' },
      { kind: 'interim', text: 'i want to study' },
      { kind: 'final', text: 'I want to study', confidence: 0.9 },
      { kind: 'interim', text: 'computer' },
    );
    expect(transcript.interim).toBe('computer');
    expect(spokenText(transcript)).toBe('I want to study');
    const next = applyTranscriptEvent(transcript, { kind: 'final', text: 'computer science', confidence: 0.7 });
    expect(next).toEqual({ finals: ['I want to study', 'computer science'], confidences: [0.9, 0.7], spans: [null, null], interim: '' });
  });

  it("replaces the first pass's finals of an utterance by the second pass's revision, in place", () => {
    const transcript = feed(
      { kind: 'final', text: 'my father', confidence: 0.5, span: { start: 0.4, end: 1.2 } },
      { kind: 'final', text: 'is sponsor in my education', confidence: 0.6, span: { start: 1.2, end: 3 } },
      { kind: 'final', text: 'he runs a shop', confidence: 0.7, span: { start: 4.5, end: 6 } },
      { kind: 'final', text: 'My father is sponsoring my education.', confidence: 0.9, span: { start: 0.4, end: 3 }, revision: true },
    );
    expect(transcript.finals).toEqual(['My father is sponsoring my education.', 'he runs a shop']);
    expect(transcript.confidences).toEqual([0.9, 0.7]);
    const revisedAgain = applyTranscriptEvent(transcript, {
      kind: 'final',
      text: 'He runs a textile shop in Surat.',
      confidence: 0.95,
      span: { start: 4.5, end: 6 },
      revision: true,
    });
    expect(spokenText(revisedAgain)).toBe('My father is sponsoring my education. He runs a textile shop in Surat.');
  });

  it('never lets a revision replace phrases without a span (the browser recogniser) or outside its own, and keeps time order', () => {
    const transcript = feed(
      { kind: 'final', text: 'typed by the browser', confidence: 0.9 },
      { kind: 'final', text: 'later words', confidence: 0.6, span: { start: 8, end: 9 } },
      { kind: 'final', text: 'Revised words.', confidence: 0.9, span: { start: 2, end: 4 }, revision: true },
    );
    expect(transcript.finals).toEqual(['typed by the browser', 'Revised words.', 'later words']);
  });

  it('ignores empty finals (a pause with nothing said) but clears the interim', () => {
    const transcript = feed({ kind: 'interim', text: 'um' }, { kind: 'final', text: '  ', confidence: 0 });
    expect(transcript).toEqual(EMPTY_TRANSCRIPT);
  });
});

describe('buildAnswer', () => {
  it('sends the spoken finals with their average confidence as a voice answer', () => {
    const transcript = feed(
      { kind: 'final', text: 'My university is MIT', confidence: 0.8 },
      { kind: 'final', text: 'in Boston', confidence: 0.6 },
    );
    const answer = buildAnswer(transcript, '', 12_345);
    expect(answer).toEqual({
      user_answer: 'My university is MIT in Boston',
      input_method: 'voice',
      confidence: 0.7,
      duration_seconds: 12.3,
    });
  });

  it('keeps a trailing interim phrase the engine never finalised', () => {
    const transcript = feed({ kind: 'final', text: 'I will return', confidence: 1 }, { kind: 'interim', text: 'to India' });
    expect(buildAnswer(transcript, '', 0).user_answer).toBe('I will return to India');
  });

  it('prefers typed text, without a confidence', () => {
    const transcript = feed({ kind: 'final', text: 'noise', confidence: 0.2 });
    expect(buildAnswer(transcript, '  I typed this.  ', 5_000)).toEqual({
      user_answer: 'I typed this.',
      input_method: 'typed',
      duration_seconds: 5,
    });
  });

  it("submits an empty answer as 'No Idea'", () => {
    expect(buildAnswer(EMPTY_TRANSCRIPT, '   ', 61_000)).toEqual({ user_answer: 'No Idea', input_method: 'voice', duration_seconds: 61 });
  });
});
