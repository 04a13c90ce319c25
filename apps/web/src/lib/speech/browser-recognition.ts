import type { TranscriptEvent } from './transcript';
import { MicrophonePermissionError } from './pcm-capture';

// The Web Speech API's recognition half is not in TypeScript's DOM library; this is the part we use.
interface RecognitionAlternative {
  transcript: string;
  confidence: number;
}
interface RecognitionResult {
  readonly isFinal: boolean;
  readonly length: number;
  [index: number]: RecognitionAlternative;
}
interface RecognitionEvent {
  readonly resultIndex: number;
  readonly results: { readonly length: number; [index: number]: RecognitionResult };
}
interface Recognition {
  continuous: boolean;
  interimResults: boolean;
  lang: string;
  onstart: (() => void) | null;
  onresult: ((event: RecognitionEvent) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type RecognitionConstructor = new () => Recognition;

function recognitionConstructor(): RecognitionConstructor | undefined {
  const scope = window as unknown as { SpeechRecognition?: RecognitionConstructor; webkitSpeechRecognition?: RecognitionConstructor };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition;
}

export function browserRecognitionSupported(): boolean {
  return typeof window !== 'undefined' && recognitionConstructor() !== undefined;
}

export interface BrowserRecognitionHandlers {
  onTranscript(event: TranscriptEvent): void;
  /** Recognition stopped working after it had started (e.g. the browser's speech service is unreachable). */
  onLost(reason: string): void;
  log(line: string): void;
}

/**
 * The browser's own speech recognition (Chrome, Edge, Safari), used when the server has no engine. Continuous with
 * interim results; restarted when the browser ends it after a silence, until stopped.
 */
export class BrowserRecognition {
  private recognition: Recognition | undefined;
  private active = false;

  constructor(private readonly handlers: BrowserRecognitionHandlers) {}

  /** Resolves when listening has begun; rejects with MicrophonePermissionError when the microphone is refused. */
  start(): Promise<void> {
    const Constructor = recognitionConstructor();
    if (!Constructor) return Promise.reject(new Error('Speech recognition is not supported in this browser.'));
    const recognition = new Constructor();
    recognition.continuous = true;
    recognition.interimResults = true;
    recognition.lang = 'en-US';
    this.recognition = recognition;
    this.active = true;

    return new Promise((resolve, reject) => {
      let started = false;
      recognition.onstart = () => {
        if (started) return;
        started = true;
        this.handlers.log('Browser speech recognition listening');
        resolve();
      };
      recognition.onresult = (event) => {
        for (let index = event.resultIndex; index < event.results.length; index += 1) {
          const result = event.results[index];
          const best = result?.[0];
          if (!result || !best) continue;
          this.handlers.onTranscript(
            result.isFinal
              ? { kind: 'final', text: best.transcript, confidence: best.confidence || 0.9 }
              : { kind: 'interim', text: best.transcript },
          );
        }
      };
      recognition.onerror = (event) => {
        this.handlers.log(`Browser speech recognition error: ${event.error}`);
        if (event.error === 'no-speech' || event.error === 'aborted') return;
        this.active = false;
        const failure =
          event.error === 'not-allowed' ? new MicrophonePermissionError() : new Error(`Speech recognition failed (${event.error})`);
        if (!started) {
          started = true;
          reject(failure);
        } else {
          this.handlers.onLost(failure.message);
        }
      };
      recognition.onend = () => {
        if (this.active && this.recognition === recognition) {
          this.handlers.log('Browser speech recognition ended; restarting');
          try {
            recognition.start();
          } catch {
            this.active = false;
            this.handlers.onLost('Speech recognition stopped');
          }
        }
      };
      try {
        recognition.start();
      } catch (error) {
        this.active = false;
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  /** Stops listening; waits (briefly) for the browser to deliver the last final phrase. */
  stop(): Promise<void> {
    this.active = false;
    const recognition = this.recognition;
    this.recognition = undefined;
    if (!recognition) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = window.setTimeout(resolve, 1_500);
      recognition.onend = () => {
        window.clearTimeout(timer);
        resolve();
      };
      try {
        recognition.stop();
      } catch {
        window.clearTimeout(timer);
        resolve();
      }
    });
  }
}
