import { useTranslation } from '../../../lib/i18n';

const SECTIONS = ['before', 'during', 'after', 'resources', 'dress'] as const;

export function GuidelinesPanel() {
  const { t } = useTranslation('dashboard');
  return (
    <div className="iv-guidelines">
      {SECTIONS.map((section) => (
        <section key={section} className="iv-card">
          <h2>{t(`guidelines.${section}.title`)}</h2>
          <ul>
            {(t(`guidelines.${section}.points`, { returnObjects: true }) as string[]).map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>
      ))}
      <section className="iv-card iv-card--accent">
        <h2>{t('guidelines.takeawayTitle')}</h2>
        <p>{t('guidelines.takeaway')}</p>
      </section>
    </div>
  );
}
