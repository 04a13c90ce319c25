import { describe, expect, it } from 'vitest';
import { settledTranscript } from './transcript-revision';

const final = (start: number, end: number, transcript: string, revision?: true) => ({
  type: 'Results',
  is_final: true,
  start,
  duration: end - start,
  channel: { alternatives: [{ transcript }] },
  ...(revision ? { revision } : {}),
});

describe('settledTranscript', () => {
  it('joins finals in order, skips interims and empty finals, and puts each revision in place of what it covers', () => {
    const text = settledTranscript([
      { type: 'ready' },
      { type: 'Results', is_final: false, channel: { alternatives: [{ transcript: 'my fa' }] } },
      final(0.2, 1, 'my father'),
      final(1, 2.5, 'is sponsor in'),
      final(2.5, 2.9, ''),
      final(4, 5, 'he runs a shop'),
      final(0.2, 2.5, 'My father is sponsoring', true),
      final(4, 5.5, 'He runs a textile shop.', true),
      { type: 'finished' },
    ]);
    expect(text).toBe('My father is sponsoring He runs a textile shop.');
  });

  it('replaces an earlier revision of the same utterance by the later, longer one', () => {
    const text = settledTranscript([
      final(0, 1, 'i scored'),
      final(0, 1, 'I scored', true),
      final(1.2, 2, 'three hundred'),
      final(0, 2, 'I scored 300.', true),
    ]);
    expect(text).toBe('I scored 300.');
  });
});
