import { AUDIO } from '@visaready/shared';
import type { TranscriptEvent } from './transcript';
import { BrowserRecognition, browserRecognitionSupported } from './browser-recognition';
import { MicrophonePermissionError, type PcmCapture, startPcmCapture } from './pcm-capture';
import { CLOSE_CODES } from '@visaready/shared/schemas/speech';
import { TranscribeClient, transcribeUrl } from './transcribe-client';

/** Where speech goes: the server's engine, the browser's own recognition, or nowhere (the typed box only). */
export type VoiceMode = 'server' | 'browser' | 'none';
export type RecorderStatus = 'idle' | 'connecting' | 'recording';
export type StartOutcome = 'recording' | 'denied' | 'unavailable' | 'cancelled';

/** What went wrong with the voice input, for the interview to tell the person (its texts are the interview's). */
export type VoiceProblem = 'connectionIssue' | 'connectionLost' | 'recordingFailed' | 'denied' | 'silence';

/** What the recorder reports as it goes (spec §4 step 9: reconnects and recording retries included). */
export type VoiceEvent =
  | { type: 'status'; mode: VoiceMode; status: RecorderStatus }
  /** The voice connection dropped; reconnect `attempt` of AUDIO.reconnectAttempts is under way. */
  | { type: 'reconnecting'; attempt: number }
  /** The microphone did not start; try `attempt + 1` of AUDIO.recordingStartAttempts follows. */
  | { type: 'recordingRetry'; attempt: number }
  | { type: 'problem'; problem: VoiceProblem };

export interface RecorderOptions {
  serverEngineAvailable: boolean;
  token: string | null;
  onTranscript(event: TranscriptEvent): void;
  onVoice(event: VoiceEvent): void;
  log(line: string): void;
}

const delay = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/**
 * Records one answer at a time and turns speech into transcript events, falling back so nobody is stuck:
 * server engine → browser recognition → typed answers only. Each start is a "take"; events of an older take are
 * ignored, so a reset never mixes two answers.
 */
export class AnswerRecorder {
  mode: VoiceMode;
  private status: RecorderStatus = 'idle';
  private take = 0;
  private client: TranscribeClient | undefined;
  private capture: PcmCapture | undefined;
  private recognition: BrowserRecognition | undefined;
  private stopping: Promise<void> | undefined;
  private disposed = false;

  constructor(private readonly options: RecorderOptions) {
    this.mode = options.serverEngineAvailable && options.token ? 'server' : browserRecognitionSupported() ? 'browser' : 'none';
    options.log(`Voice input: ${this.describeMode()}`);
  }

  /** Starts recording a new take, degrading to the next input method when one fails. */
  async start(): Promise<StartOutcome> {
    if (this.disposed) return 'cancelled';
    const take = ++this.take;
    while (this.mode !== 'none') {
      this.setStatus('connecting');
      try {
        if (this.mode === 'server') await this.startServerTake(take);
        else await this.startBrowserTake(take);
        if (take !== this.take) return 'cancelled';
        this.setStatus('recording');
        return 'recording';
      } catch (error) {
        if (take !== this.take) return 'cancelled';
        this.setStatus('idle');
        if (error instanceof MicrophonePermissionError) {
          this.options.log('Microphone permission denied');
          this.options.onVoice({ type: 'problem', problem: 'denied' });
          return 'denied';
        }
        this.options.log(`${this.describeMode()} failed: ${error instanceof Error ? error.message : String(error)}`);
        this.degrade();
      }
    }
    return 'unavailable';
  }

  /** Stops the take, waiting for the engine's last final transcript; a second call waits for the same stop. */
  stop(): Promise<void> {
    if (this.stopping) return this.stopping;
    const { client, capture, recognition } = this;
    this.client = undefined;
    this.capture = undefined;
    this.recognition = undefined;
    const take = this.take;
    this.stopping = (async () => {
      await capture?.stop().catch(() => undefined);
      await Promise.all([client?.finish(), recognition?.stop()]);
      // Late events of this take are ignored from now on (unless a new take has already begun).
      if (this.take === take) {
        this.take += 1;
        this.setStatus('idle');
      }
    })().finally(() => {
      this.stopping = undefined;
    });
    return this.stopping;
  }

  /** Drops the take at once, without its last transcript (reset, leaving the page). */
  abort(): void {
    this.take += 1;
    this.client?.close();
    void this.capture?.stop().catch(() => undefined);
    void this.recognition?.stop();
    this.client = undefined;
    this.capture = undefined;
    this.recognition = undefined;
    this.setStatus('idle');
  }

  /** The page is gone: the take is dropped and nothing starts again. */
  dispose(): void {
    this.disposed = true;
    this.abort();
  }

  /** For people who prefer typing: the microphone stays off until they ask for it again. */
  switchToTyping(): void {
    this.abort();
    this.mode = 'none';
    this.setStatus('idle');
  }

  private async startServerTake(take: number): Promise<void> {
    const client = new TranscribeClient(transcribeUrl(), this.options.token ?? '', {
      onTranscript: (event) => {
        if (take === this.take) this.options.onTranscript(event);
      },
      onLost: (error) => {
        if (take !== this.take) return;
        // The server heard no speech for a while: the typed answer takes over until Record is pressed again.
        if (error.closeCode === CLOSE_CODES.silence) {
          this.options.onVoice({ type: 'problem', problem: 'silence' });
          this.switchToTyping();
          return;
        }
        this.options.onVoice({ type: 'problem', problem: 'connectionLost' });
        this.abort();
        this.degrade();
        void this.start();
      },
      onReconnecting: (attempt) => {
        if (take === this.take) this.options.onVoice({ type: 'reconnecting', attempt });
      },
      onReconnected: () => {
        if (take === this.take) this.setStatus('recording');
      },
      log: this.options.log,
    });
    try {
      await client.connect();
    } catch (error) {
      this.options.onVoice({ type: 'problem', problem: 'connectionIssue' });
      throw error;
    }
    if (take !== this.take) return client.close();
    this.client = client;
    await delay(AUDIO.recordingStartDelayMs);
    for (let attempt = 1; ; attempt += 1) {
      if (take !== this.take) return;
      try {
        const capture = await startPcmCapture((chunk) => client.send(chunk), this.options.log);
        if (take !== this.take) {
          await capture.stop();
          return;
        }
        this.capture = capture;
        return;
      } catch (error) {
        if (error instanceof MicrophonePermissionError || attempt >= AUDIO.recordingStartAttempts) {
          client.close();
          this.client = undefined;
          if (!(error instanceof MicrophonePermissionError)) this.options.onVoice({ type: 'problem', problem: 'recordingFailed' });
          throw error;
        }
        this.options.log(`Recording start failed (${attempt}/${AUDIO.recordingStartAttempts}); retrying in 1 s`);
        this.options.onVoice({ type: 'recordingRetry', attempt });
        await delay(AUDIO.recordingStartDelayRetryMs);
      }
    }
  }

  private async startBrowserTake(take: number): Promise<void> {
    const recognition = new BrowserRecognition({
      onTranscript: (event) => {
        if (take === this.take) this.options.onTranscript(event);
      },
      onLost: (reason) => {
        if (take !== this.take) return;
        this.options.log(`Browser speech recognition stopped: ${reason}`);
        this.abort();
        this.degrade();
      },
      log: this.options.log,
    });
    await recognition.start();
    if (take !== this.take) {
      await recognition.stop();
      return;
    }
    this.recognition = recognition;
  }

  private degrade(): void {
    this.mode = this.mode === 'server' && browserRecognitionSupported() ? 'browser' : 'none';
    this.options.log(`Voice input now: ${this.describeMode()}`);
    this.options.onVoice({ type: 'status', mode: this.mode, status: this.status });
  }

  private setStatus(status: RecorderStatus): void {
    this.status = status;
    this.options.onVoice({ type: 'status', mode: this.mode, status });
  }

  private describeMode(): string {
    return this.mode === 'server' ? 'server speech engine' : this.mode === 'browser' ? 'browser speech recognition' : 'typed answers only';
  }
}
