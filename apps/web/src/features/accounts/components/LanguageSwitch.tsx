import { APP_LANGUAGES, type AppLanguage } from '@visaready/shared/schemas/accounts';
import { useId } from 'react';
import { toast } from 'react-toastify';
import { useTranslation } from '../../../lib/i18n';
import { useSaveLanguage } from '../api/language';
import { useAppLanguage } from './SignedInLanguage';

/** Each language named in itself, so a reader finds theirs whatever the page is in. */
const NAMES: Record<AppLanguage, string> = { en: 'English', hi: 'हिन्दी' };

/** The header's language switch for signed-in users: a labelled native select, so keyboards and screen readers work as usual. */
export default function LanguageSwitch() {
  const id = useId();
  const language = useAppLanguage();
  const save = useSaveLanguage();
  const { t } = useTranslation();
  if (!language) return null;

  const choose = (next: AppLanguage) => save.mutate(next, { onError: () => toast.error(t('language.saveFailed')) });

  return (
    <li className="language-switch">
      <label htmlFor={id} className="visually-hidden" lang="hi">
        भाषा / <span lang="en">Language</span>
      </label>
      <select id={id} className="language-switch__select" value={language} onChange={(event) => choose(event.target.value as AppLanguage)}>
        {APP_LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {NAMES[option]}
          </option>
        ))}
      </select>
    </li>
  );
}
