import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import './i18n';
import { en } from './resources/en';

/** Which shared message a text is, with what was filled into its placeholders. */
export interface KnownMessage {
  key: string;
  params: Record<string, string>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const exactTexts = new Map<string, string>();
const templates: { key: string; names: string[]; pattern: RegExp }[] = [];
for (const [domain, texts] of Object.entries(en.messages)) {
  for (const [name, text] of Object.entries(texts as Record<string, string>)) {
    const key = `messages:${domain}.${name}`;
    const names = [...text.matchAll(/\{(\w+)\}/g)].map(([, name]) => name ?? '');
    // Several domains word some texts the same (a generic failure); any of their keys renders the same translation.
    if (names.length === 0) {
      if (!exactTexts.has(text)) exactTexts.set(text, key);
    } else {
      const pattern = text
        .split(/\{\w+\}/)
        .map(escapeRegExp)
        .join('(.+?)');
      templates.push({ key, names, pattern: new RegExp(`^${pattern}$`) });
    }
  }
}

/**
 * The shared message (packages/shared) an English text is: the server and the shared form rules send finished
 * English, and a message with a placeholder ("… try again in {minutes}.") arrives filled in. Null for any other text.
 */
export function knownMessage(text: string): KnownMessage | null {
  const exact = exactTexts.get(text);
  if (exact) return { key: exact, params: {} };
  for (const { key, names, pattern } of templates) {
    const match = pattern.exec(text);
    if (match) return { key, params: Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])) };
  }
  return null;
}

/**
 * Shows a server or validation message in the reader's language. A text that is no shared message (one the server
 * built itself, or a newer server's) shows as it came, in English.
 */
export function useMessageText() {
  const { t } = useTranslation();
  // The same function until the language changes, so effects that toast a message do not run again on every render.
  return useCallback(
    <Text extends string | undefined>(text: Text): Text => {
      const known = text === undefined ? null : knownMessage(text);
      return (known ? t(known.key, known.params) : text) as Text;
    },
    [t],
  );
}
