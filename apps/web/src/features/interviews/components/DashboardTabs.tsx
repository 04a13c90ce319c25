import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from '../../../lib/i18n';
import { GuidelinesPanel } from './GuidelinesPanel';
import { InterviewCards } from './InterviewCards';
import { MyScoresPanel } from './MyScoresPanel';

export type DashboardTab = 'guidelines' | 'my-interview' | 'my-scores';

const TABS: Array<{ id: DashboardTab; label: 'guidelines' | 'myInterview' | 'myScores' }> = [
  { id: 'guidelines', label: 'guidelines' },
  { id: 'my-interview', label: 'myInterview' },
  { id: 'my-scores', label: 'myScores' },
];

/** The dashboard's three tabs (WAI-ARIA tabs pattern: arrow keys move between tabs). */
export function DashboardTabs({ initialTab }: { initialTab: DashboardTab }) {
  const { t } = useTranslation('dashboard');
  const [active, setActive] = useState<DashboardTab>(initialTab);

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = TABS.findIndex((tab) => tab.id === active);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = TABS[(index + step + TABS.length) % TABS.length] as (typeof TABS)[number];
    setActive(next.id);
    document.getElementById(`iv-tab-${next.id}`)?.focus();
  }

  return (
    <div className="iv-tabs">
      <div role="tablist" aria-label={t('tabs.label')} className="iv-tabs__list" onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <button
            key={tab.id}
            id={`iv-tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={active === tab.id}
            aria-controls={`iv-panel-${tab.id}`}
            tabIndex={active === tab.id ? 0 : -1}
            className="iv-tabs__tab"
            onClick={() => setActive(tab.id)}
          >
            {t(`tabs.${tab.label}`)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`iv-panel-${active}`} aria-labelledby={`iv-tab-${active}`} className="iv-tabs__panel">
        {active === 'guidelines' && <GuidelinesPanel />}
        {active === 'my-interview' && <InterviewCards />}
        {active === 'my-scores' && <MyScoresPanel onGoForInterview={() => setActive('my-interview')} />}
      </div>
    </div>
  );
}
