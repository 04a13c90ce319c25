import type { AppLanguage } from '@visaready/shared/schemas/accounts';
import { type ReactNode, useEffect, useState } from 'react';
import { PageLoading } from '../../../app/PageStatus';
import { browserLanguage, i18n, switchLanguage, useTranslation } from '../../../lib/i18n';
import { type LayoutTexts, showLayoutTexts } from '../../../lib/layout-texts';
import { useProfile } from '../api/auth';

/** The language the user chose, or before they have chosen, the first of the browser's languages the app offers. */
export function useAppLanguage(): AppLanguage | null {
  const profile = useProfile();
  if (profile.isError) return 'en';
  if (!profile.data) return null;
  return profile.data.data.language ?? browserLanguage(navigator.languages);
}

/** The page's <html lang>, header and footer in the language the page is shown in. */
function surroundPageIn(language: string) {
  document.documentElement.lang = language;
  showLayoutTexts(i18n.getResourceBundle(language, 'layout') as LayoutTexts);
}

function surroundPageInEnglish() {
  document.documentElement.lang = 'en';
  showLayoutTexts(null);
}

/**
 * Wraps every signed-in page: shows it in the user's language once that language's texts are loaded, and sets
 * `lang` on <html> and the header's and footer's words to match while it is shown (the marketing pages stay English).
 */
export default function SignedInLanguage({ children }: { children: ReactNode }) {
  const language = useAppLanguage();
  const [, setSwitched] = useState(0);
  // A language whose texts could not be fetched (offline): the page shows in the language already loaded instead.
  const [failed, setFailed] = useState<AppLanguage | null>(null);
  const switched = language !== null && i18n.language === language && i18n.hasResourceBundle(language, 'common');
  const ready = switched || (language !== null && failed === language);
  // Read through the hook: it is what the page renders with, and the effect below follows it.
  const shown = useTranslation().i18n.language;

  useEffect(() => {
    if (!language || ready) return;
    let current = true;
    switchLanguage(language)
      .catch((error: unknown) => {
        console.warn(`The ${language} texts did not load`, error);
        if (current) setFailed(language);
      })
      .finally(() => {
        if (current) setSwitched((count) => count + 1);
      });
    return () => {
      current = false;
    };
  }, [language, ready]);

  useEffect(() => {
    if (!ready) return;
    surroundPageIn(shown);
    return surroundPageInEnglish;
  }, [ready, shown]);

  return ready ? children : <PageLoading />;
}
