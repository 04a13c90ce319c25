// AudioWorklet processor: converts the microphone's float samples (already resampled to the context's 16 kHz by
// the browser) to 16-bit signed PCM and posts them in chunks of `chunkSamples` (4096) samples. Render quanta are
// 128 frames, so a chunk fills across many calls; the write position carries over between them.
class PcmCaptureProcessor extends AudioWorkletProcessor {
  constructor(options) {
    super();
    this.chunkSamples = options?.processorOptions?.chunkSamples ?? 4096;
    this.chunk = new Int16Array(this.chunkSamples);
    this.filled = 0;
  }

  process(inputs) {
    const channel = inputs[0]?.[0];
    if (!channel) return true;
    for (let index = 0; index < channel.length; index += 1) {
      const sample = Math.max(-1, Math.min(1, channel[index]));
      this.chunk[this.filled] = sample < 0 ? sample * 0x8000 : sample * 0x7fff;
      this.filled += 1;
      if (this.filled === this.chunkSamples) {
        this.port.postMessage(this.chunk.buffer, [this.chunk.buffer]);
        this.chunk = new Int16Array(this.chunkSamples);
        this.filled = 0;
      }
    }
    return true;
  }
}

registerProcessor('pcm-capture', PcmCaptureProcessor);
