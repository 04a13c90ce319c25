import { useCallback, useEffect, useState } from 'react';

/** Speaks texts with the browser's voice: British English preferred, rate 1; one text at a time. */
export function useReadAloud() {
  const [speakingKey, setSpeakingKey] = useState<string | null>(null);
  const supported = typeof window !== 'undefined' && 'speechSynthesis' in window;

  useEffect(
    () => () => {
      if (supported) window.speechSynthesis.cancel();
    },
    [supported],
  );

  const toggle = useCallback(
    (key: string, text: string) => {
      if (!supported) return;
      const synth = window.speechSynthesis;
      synth.cancel();
      if (speakingKey === key) {
        setSpeakingKey(null);
        return;
      }
      const utterance = new SpeechSynthesisUtterance(text);
      const voice = synth.getVoices().find((candidate) => candidate.lang === 'en-GB');
      if (voice) utterance.voice = voice;
      utterance.lang = 'en-GB';
      utterance.rate = 1;
      utterance.onend = () => setSpeakingKey((current) => (current === key ? null : current));
      utterance.onerror = utterance.onend;
      setSpeakingKey(key);
      synth.speak(utterance);
    },
    [speakingKey, supported],
  );

  return { speakingKey, toggle, supported };
}

/** Browsers only allow speech after a user gesture; speaking nothing inside the click unlocks it for /Question. */
export function unlockSpeech(): void {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return;
  const utterance = new SpeechSynthesisUtterance('');
  utterance.volume = 0;
  window.speechSynthesis.speak(utterance);
}
