/**
 * A second pass over each utterance. The first-pass engine (PocketSphinx) streams interims and gives finals at
 * every pause within ~300 ms; the second-pass recogniser (Moonshine) then hears the utterance's audio whole and its
 * text replaces those finals, in a final marked `revision` whose span covers them. The page shows the first text at
 * once and the better one a few hundred milliseconds later; `finish()` resolves only after the last revision, so a
 * submitted answer holds the revised text. That is for a client that asked for revisions (the interview page); any
 * other client, which simply joins the finals it gets, is sent the first pass's words as interims and one final per
 * utterance, already revised, so it never receives the same words twice.
 */
import {
  type EngineStatus,
  SAMPLE_RATE,
  SampleAssembler,
  type SpeechEngine,
  type SpeechStream,
  type StreamOptions,
  type TranscriptHandlers,
  type TranscriptMessage,
  transcriptMessage,
} from '../engine';
import type { Transcription, UtteranceRecognizer } from './moonshine';

/**
 * Finals less than this apart are revised together, once this much audio without words has followed the last of
 * them: the first pass gives a final at every 100 ms pause and closes an utterance at 300 ms, but a sentence often
 * goes on after such a pause, and the second pass hears it better whole (and hears each stretch once).
 */
const SENTENCE_GAP_SEC = 1;
/** An utterance longer than this is revised in parts: the recogniser was trained on segments under 30 s. */
const MAX_UTTERANCE_SEC = 20;
/**
 * Audio kept for revisions: an utterance's first final comes at its first pause, which may be many seconds in, and
 * an utterance is revised up to MAX_UTTERANCE_SEC long.
 */
const KEPT_AUDIO_SEC = MAX_UTTERANCE_SEC + 10;
/** Shorter stretches are left as the first pass heard them: too little for the recogniser to work on. */
const MIN_AUDIO_SEC = 0.3;
/** Kept around the speech when the span's quiet edges are trimmed. */
const EDGE_MARGIN_SEC = 0.15;
/** Quiet edge = 35 dB below the span's loudest 10 ms frame. */
const QUIET_BELOW_PEAK = 10 ** (-35 / 20);
/** More words a second than anyone speaks means the recogniser ran away; the first pass's words stay. */
const MAX_WORDS_PER_SECOND = 6;

interface Utterance {
  start: number;
  /** Where the last words the first pass heard in it end: its last final, or an interim still going on. */
  end: number;
  /** The first pass is hearing words not yet final: the speaker is still talking. */
  speaking: boolean;
  /** The first pass's finals in it. */
  heard: string[];
  /** The lowest confidence of those finals. */
  confidence: number;
}

export class SecondPassEngine implements SpeechEngine {
  readonly name: SpeechEngine['name'];

  constructor(
    private readonly firstPass: SpeechEngine,
    private readonly recognizer: UtteranceRecognizer,
    private readonly onRecognizerError: (error: Error) => void = () => {},
  ) {
    this.name = firstPass.name;
  }

  status(): EngineStatus {
    return this.firstPass.status();
  }

  openStream(handlers: TranscriptHandlers, options?: StreamOptions): SpeechStream {
    if (!this.recognizer.status().available) return this.firstPass.openStream(handlers, options);
    this.recognizer.prepare();
    return new SecondPassStream(this.firstPass, this.recognizer, handlers, options, this.onRecognizerError);
  }

  hasCapacity(): boolean {
    return this.firstPass.hasCapacity?.() ?? true;
  }

  forgetSpeaker(speaker: string): void {
    this.firstPass.forgetSpeaker?.(speaker);
  }

  warmUp(): Promise<void> {
    return this.firstPass.warmUp?.() ?? Promise.resolve();
  }

  async dispose(): Promise<void> {
    await Promise.all([this.firstPass.dispose(), this.recognizer.dispose()]);
  }
}

class SecondPassStream implements SpeechStream {
  private readonly inner: SpeechStream;
  /** The stream's last KEPT_AUDIO_SEC of audio, from `bufferStart` (samples) on. */
  private buffer = new Int16Array(SAMPLE_RATE * 8);
  private readonly assembler = new SampleAssembler();
  private bufferStart = 0;
  private buffered = 0;
  /** Finals heard and not yet revised. */
  private utterance: Utterance | undefined;
  private queue: Promise<void> = Promise.resolve();
  private closed = false;
  /** The client replaces finals by revisions; otherwise it gets one final per utterance (StreamOptions). */
  private readonly revisions: boolean;

  constructor(
    firstPass: SpeechEngine,
    private readonly recognizer: UtteranceRecognizer,
    private readonly handlers: TranscriptHandlers,
    options: StreamOptions | undefined,
    private readonly onRecognizerError: (error: Error) => void,
  ) {
    this.revisions = options?.revisions === true;
    this.inner = firstPass.openStream({ onTranscript: (message) => this.onFirstPass(message), onError: handlers.onError }, options);
  }

  write(pcm: Buffer): void {
    if (this.closed) return;
    this.append(this.assembler.push(pcm));
    this.inner.write(pcm);
    const heardUntil = (this.bufferStart + this.buffered) / SAMPLE_RATE;
    const utterance = this.utterance;
    if (utterance && !utterance.speaking && heardUntil - utterance.end >= SENTENCE_GAP_SEC) this.reviseUtterance();
  }

  async finish(): Promise<void> {
    await this.inner.finish();
    this.reviseUtterance();
    await this.queue;
  }

  close(): void {
    this.closed = true;
    this.inner.close();
  }

  private onFirstPass(message: TranscriptMessage): void {
    if (this.closed) return;
    const alternative = message.channel.alternatives[0];
    const text = alternative?.transcript ?? '';
    const confidence = alternative?.confidence ?? 0;
    const utterance = text ? this.track(message, text, confidence) : undefined;
    if (this.revisions) this.handlers.onTranscript(message);
    else if (text) this.showHeard(utterance, message.is_final ? '' : text, message, confidence);
  }

  /**
   * Adds the first pass's words to the utterance they belong to, and returns it: a final after a sentence pause (or
   * past MAX_UTTERANCE_SEC) queues the revision of the one before and opens another; an interim outside any has none.
   */
  private track(message: TranscriptMessage, text: string, confidence: number): Utterance | undefined {
    const end = message.start + message.duration;
    const current = this.utterance;
    const continues = current !== undefined && message.start <= current.end + SENTENCE_GAP_SEC;
    if (!message.is_final) {
      // Words still being heard keep the utterance open, however long ago its last final was.
      if (continues) Object.assign(current, { end: Math.max(current.end, end), speaking: true });
      return continues ? current : undefined;
    }
    if (continues && end - current.start <= MAX_UTTERANCE_SEC) {
      Object.assign(current, { end, speaking: false, confidence: Math.min(current.confidence, confidence) });
      current.heard.push(text);
      return current;
    }
    this.reviseUtterance();
    this.utterance = { start: message.start, end, speaking: false, heard: [text], confidence };
    return this.utterance;
  }

  /**
   * For a client that gets one final per utterance: the first pass's words of the utterance so far, with the words
   * still being heard, as an interim (its finals are not final for that client until the second pass has heard it).
   */
  private showHeard(utterance: Utterance | undefined, interim: string, message: TranscriptMessage, confidence: number): void {
    const transcript = [...(utterance?.heard ?? []), interim].filter(Boolean).join(' ');
    const from = utterance?.start ?? message.start;
    const duration = message.start + message.duration - from;
    this.handlers.onTranscript(transcriptMessage({ isFinal: false, speechFinal: false, start: from, duration, transcript, confidence }));
  }

  /** Queues the revision of the utterance heard so far; the next final starts another. */
  private reviseUtterance(): void {
    const utterance = this.utterance;
    if (!utterance) return;
    this.utterance = undefined;
    this.queue = this.queue.then(() => this.revise(utterance));
  }

  /**
   * Sends the utterance's revised text as a final: marked `revision` for a client that takes revisions, plain for
   * one that gets one final per utterance. When the second pass has nothing better, the first pass's words stand:
   * already sent for the former, sent now as the final for the latter.
   */
  private async revise(utterance: Utterance): Promise<void> {
    const { start, end } = utterance;
    const revised = await this.recognise(utterance);
    if (this.closed) return;
    const final = (transcript: string, confidence: number) =>
      transcriptMessage({ isFinal: true, speechFinal: true, start, duration: end - start, transcript, confidence });
    if (revised) this.handlers.onTranscript({ ...final(revised.text, revised.confidence), ...(this.revisions ? { revision: true } : {}) });
    else if (!this.revisions) this.handlers.onTranscript(final(utterance.heard.join(' '), utterance.confidence));
  }

  /** The second pass's text of the utterance; undefined when it is too short, fails, hears nothing or runs away. */
  private async recognise({ start, end, heard }: Utterance): Promise<Transcription | undefined> {
    const samples = trimQuietEdges(this.audioBetween(start, end));
    if (this.closed || samples.length < MIN_AUDIO_SEC * SAMPLE_RATE) return undefined;
    let transcription: Transcription;
    try {
      transcription = await this.recognizer.transcribe(samples, heard.join(' ').split(/\s+/));
    } catch (error) {
      this.onRecognizerError(error instanceof Error ? error : new Error(String(error)));
      return undefined;
    }
    const words = transcription.text.split(/\s+/).filter(Boolean).length;
    if (words === 0 || words > MAX_WORDS_PER_SECOND * (samples.length / SAMPLE_RATE) + 2) return undefined;
    return transcription;
  }

  private append(samples: Int16Array): void {
    this.dropBefore(this.bufferStart + this.buffered + samples.length - KEPT_AUDIO_SEC * SAMPLE_RATE);
    if (this.buffered + samples.length > this.buffer.length) {
      const grown = new Int16Array(Math.max(this.buffer.length * 2, this.buffered + samples.length));
      grown.set(this.buffer.subarray(0, this.buffered));
      this.buffer = grown;
    }
    this.buffer.set(samples, this.buffered);
    this.buffered += samples.length;
  }

  /** Forgets audio before `sample` (stream time), in steps of a second or more. */
  private dropBefore(sample: number): void {
    const drop = Math.min(this.buffered, sample - this.bufferStart);
    if (drop < SAMPLE_RATE) return;
    this.buffer.copyWithin(0, drop, this.buffered);
    this.buffered -= drop;
    this.bufferStart += drop;
  }

  private audioBetween(start: number, end: number): Int16Array {
    const from = Math.max(0, Math.floor(start * SAMPLE_RATE) - this.bufferStart);
    const to = Math.min(this.buffered, Math.ceil(end * SAMPLE_RATE) - this.bufferStart);
    return this.buffer.slice(from, Math.max(from, to));
  }
}

/** The span without its quiet ends, keeping a margin; a span that is quiet throughout comes back empty. */
export function trimQuietEdges(samples: Int16Array): Int16Array {
  const frame = SAMPLE_RATE / 100;
  const levels: number[] = [];
  for (let offset = 0; offset + frame <= samples.length; offset += frame) {
    let energy = 0;
    for (let i = offset; i < offset + frame; i++) energy += (samples[i] ?? 0) ** 2;
    levels.push(Math.sqrt(energy / frame));
  }
  const peak = Math.max(0, ...levels);
  const floor = Math.max(100, peak * QUIET_BELOW_PEAK);
  const first = levels.findIndex((level) => level > floor);
  if (first < 0) return new Int16Array(0);
  let last = levels.length - 1;
  while ((levels[last] ?? 0) <= floor) last--;
  const margin = EDGE_MARGIN_SEC * SAMPLE_RATE;
  return samples.slice(Math.max(0, first * frame - margin), Math.min(samples.length, (last + 1) * frame + margin));
}
