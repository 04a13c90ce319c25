import { useCallback, useEffect, useRef, useState } from 'react';
import { authToken } from '../api-client';
import { usePublicConfig } from '../public-config';
import { AnswerRecorder, type RecorderStatus, type StartOutcome, type VoiceMode, type VoiceProblem } from './answer-recorder';
import { applyTranscriptEvent, EMPTY_TRANSCRIPT, type Transcript } from './transcript';

export interface VoiceAnswer {
  /** False until the server's speech engine is known and the recorder is set up. */
  ready: boolean;
  mode: VoiceMode;
  status: RecorderStatus;
  transcript: Transcript;
  /** The last thing that went wrong with the voice input, until the next take starts. */
  problem: VoiceProblem | null;
  /** Starts a new take with an empty transcript. */
  start(): Promise<StartOutcome>;
  /** Stops the take and gives its whole transcript, the engine's last final phrase included. */
  stop(): Promise<Transcript>;
  /** The microphone stays off until the page is loaded again. */
  switchToTyping(): void;
}

/**
 * One spoken answer at a time for pages outside the live interview (which drives the same recorder from its own state
 * machine): the server's engine, else the browser's recognition, else typing only.
 */
export function useAnswerRecorder(): VoiceAnswer {
  const engine = usePublicConfig().data?.speechEngine;
  const recorder = useRef<AnswerRecorder | null>(null);
  // The stop() caller needs the transcript as it is once the last final has arrived, not as of the last render.
  const transcriptRef = useRef<Transcript>(EMPTY_TRANSCRIPT);
  const [transcript, setTranscript] = useState<Transcript>(EMPTY_TRANSCRIPT);
  const [voice, setVoice] = useState<{ mode: VoiceMode; status: RecorderStatus; problem: VoiceProblem | null }>({
    mode: 'none',
    status: 'idle',
    problem: null,
  });
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!engine) return;
    const created = new AnswerRecorder({
      serverEngineAvailable: engine.available,
      token: authToken(),
      onTranscript: (event) => {
        transcriptRef.current = applyTranscriptEvent(transcriptRef.current, event);
        setTranscript(transcriptRef.current);
      },
      onVoice: (event) => {
        if (event.type === 'status') setVoice((current) => ({ ...current, mode: event.mode, status: event.status }));
        else if (event.type === 'problem') setVoice((current) => ({ ...current, problem: event.problem }));
      },
      // The live interview shows this log in its diagnostics panel; elsewhere the browser's debug console keeps it.
      log: (line) => console.debug(`[voice] ${line}`),
    });
    recorder.current = created;
    setVoice({ mode: created.mode, status: 'idle', problem: null });
    setReady(true);
    return () => {
      created.dispose();
      recorder.current = null;
      setReady(false);
    };
  }, [engine]);

  const start = useCallback(async () => {
    transcriptRef.current = EMPTY_TRANSCRIPT;
    setTranscript(EMPTY_TRANSCRIPT);
    setVoice((current) => ({ ...current, problem: null }));
    return (await recorder.current?.start()) ?? 'unavailable';
  }, []);

  const stop = useCallback(async () => {
    await recorder.current?.stop();
    return transcriptRef.current;
  }, []);

  const switchToTyping = useCallback(() => {
    recorder.current?.switchToTyping();
    setVoice((current) => ({ ...current, mode: 'none', status: 'idle' }));
  }, []);

  return { ready, ...voice, transcript, start, stop, switchToTyping };
}
