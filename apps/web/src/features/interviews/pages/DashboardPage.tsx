import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { PageShell } from '../../../components/ui/PageShell';
import { useTranslation } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { useInterviews } from '../api/interviews';
import { type DashboardTab, DashboardTabs } from '../components/DashboardTabs';
import { SubscriptionRequiredDialog } from '../components/SubscriptionRequiredDialog';
import '../interviews.css';

function tabFromState(state: unknown): DashboardTab {
  const tab = (state as { tab?: unknown } | null)?.tab;
  return tab === 'my-interview' || tab === 'my-scores' ? tab : 'guidelines';
}

export default function DashboardPage() {
  const { user } = useSession();
  const location = useLocation();
  const { data: interviews } = useInterviews();
  const { t } = useTranslation('dashboard');
  const [subscriptionDialogOpen, setSubscriptionDialogOpen] = useState(false);

  const hasSubscription = interviews?.some((interview) => interview.subscription_info.total_purchases > 0);
  useEffect(() => {
    if (interviews && !hasSubscription) setSubscriptionDialogOpen(true);
  }, [interviews, hasSubscription]);

  if (!user) return <Navigate to="/" replace />;
  return (
    <PageShell title={t('title')} lead={t('welcome', { name: user.name })}>
      <section className="iv-card iv-card--accent iv-practice-entry" aria-labelledby="iv-practice-heading">
        <div>
          <h2 id="iv-practice-heading">{t('practiceHeading')}</h2>
          <p>{t('practiceText')}</p>
        </div>
        <Link className="btn btn-primary" to="/practice">
          {t('practiceLink')}
        </Link>
      </section>
      <DashboardTabs key={location.key} initialTab={tabFromState(location.state)} />
      <SubscriptionRequiredDialog open={subscriptionDialogOpen} onClose={() => setSubscriptionDialogOpen(false)} />
    </PageShell>
  );
}
