/** Messages between MoonshineRecognizer (main thread) and moonshine.worker.ts. */
export interface MoonshineWorkerConfig {
  encoderPath: string;
  decoderPath: string;
  /** Words whose tokens get `biasBonus` added to their logits while the decoder spells them (0: none). */
  biasWords: string[];
  biasBonus: number;
}

export type MoonshineRequest = { type: 'transcribe'; id: number; samples: Float32Array };

export type MoonshineResponse =
  | { type: 'ready' }
  | { type: 'failed'; message: string }
  | { type: 'text'; id: number; text: string; confidence: number }
  | { type: 'error'; id: number; message: string };
