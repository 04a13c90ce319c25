import { AUDIO } from '@visaready/shared';
// Emitted as its own file (never inlined as a data: URL, which the CSP's script-src 'self' would refuse).
import workletUrl from './pcm-capture.worklet.js?url&no-inline';

/** Thrown when the person (or the browser's settings) refused the microphone: the caller shows the mic dialog. */
export class MicrophonePermissionError extends Error {
  constructor() {
    super('Microphone permission denied');
    this.name = 'MicrophonePermissionError';
  }
}

export interface PcmCapture {
  /** The context's real rate; 16 kHz unless the browser ignored the request. */
  sampleRate: number;
  stop(): Promise<void>;
}

/**
 * Opens the microphone and streams 16 kHz mono PCM16LE chunks of 4096 samples to `onChunk`. The AudioContext is
 * created at 16 kHz, so the browser resamples the device's audio itself (properly filtered), and the worklet only
 * converts and chunks.
 */
export async function startPcmCapture(onChunk: (chunk: ArrayBuffer) => void, log: (line: string) => void): Promise<PcmCapture> {
  if (!navigator.mediaDevices?.getUserMedia) throw new Error('This browser cannot record audio (no getUserMedia).');
  let stream: MediaStream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({
      audio: { channelCount: 1, echoCancellation: true, noiseSuppression: true, autoGainControl: true },
    });
  } catch (error) {
    const name = error instanceof DOMException ? error.name : '';
    if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') throw new MicrophonePermissionError();
    throw error;
  }

  let context: AudioContext | undefined;
  try {
    context = new AudioContext({ sampleRate: AUDIO.sampleRate, latencyHint: 'interactive' });
    await context.audioWorklet.addModule(workletUrl);
    const source = context.createMediaStreamSource(stream);
    const node = new AudioWorkletNode(context, 'pcm-capture', {
      numberOfInputs: 1,
      numberOfOutputs: 0,
      channelCount: 1,
      channelCountMode: 'explicit',
      processorOptions: { chunkSamples: AUDIO.chunkSamples },
    });
    node.port.onmessage = (event: MessageEvent<ArrayBuffer>) => onChunk(event.data);
    source.connect(node);
    if (context.state === 'suspended') await context.resume();
    const track = stream.getAudioTracks()[0];
    log(`Microphone on: ${track?.label || 'default device'}, context ${context.sampleRate} Hz, state ${context.state}`);
    const openContext = context;
    return {
      sampleRate: openContext.sampleRate,
      async stop() {
        node.port.onmessage = null;
        source.disconnect();
        for (const mediaTrack of stream.getTracks()) mediaTrack.stop();
        if (openContext.state !== 'closed') await openContext.close();
      },
    };
  } catch (error) {
    for (const mediaTrack of stream.getTracks()) mediaTrack.stop();
    if (context && context.state !== 'closed') await context.close().catch(() => undefined);
    throw error;
  }
}
