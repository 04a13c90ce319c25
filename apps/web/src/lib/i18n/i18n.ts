/**
 * The signed-in app's translations (issue 18): i18next with react-i18next. English is bundled and is the default
 * text (built from the spec's strings in @visaready/shared); Hindi is a chunk of its own, fetched only when a user
 * reads the app in Hindi. The marketing pages do not import this module, so it stays out of the landing page's JS.
 */
import { APP_LANGUAGES, type AppLanguage } from '@visaready/shared/schemas/accounts';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en, type Resources } from './resources/en';

export const NAMESPACES = Object.keys(en) as (keyof typeof en)[];

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { en },
  lng: 'en',
  fallbackLng: 'en',
  ns: NAMESPACES,
  defaultNS: 'common',
  // The spec's texts already carry their placeholders as {n}; one syntax for both.
  interpolation: { escapeValue: false, prefix: '{', suffix: '}' },
  initAsync: false,
  react: { useSuspense: false },
});

const loaders: Record<AppLanguage, () => Promise<Resources>> = {
  en: async () => en,
  hi: () => import('./resources/hi').then((module) => module.hi),
};

/** Loads a language's texts (once) and switches to it. */
export async function switchLanguage(language: AppLanguage): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'common')) {
    const resources = await loaders[language]();
    for (const namespace of NAMESPACES) i18n.addResourceBundle(language, namespace, resources[namespace]);
  }
  await i18n.changeLanguage(language);
}

/** The first of the browser's preferred languages that the app offers (hi-IN counts as hi), else English. */
export function browserLanguage(preferred: readonly string[]): AppLanguage {
  for (const tag of preferred) {
    const base = tag.toLowerCase().split('-')[0];
    const offered = APP_LANGUAGES.find((language) => language === base);
    if (offered) return offered;
  }
  return 'en';
}
