import { useParams } from 'react-router';
import { PageShell } from '../../../components/ui/PageShell';
import { useTranslation } from '../../../lib/i18n';
import { useScoreCard } from '../api/score-card';
import { Breadcrumb } from '../components/Breadcrumb';
import { LiveResult } from '../components/LiveResult';
import { decodeId, encodeId } from '../lib/url-ids';
import '../interviews.css';

/** /scoreresult/{encoded session id}/{encoded interview id}/{attempt number}. */
export default function ScoreResultPage() {
  const { t } = useTranslation('scorecard');
  const params = useParams();
  const sessionId = decodeId(params.id) ?? '';
  const attemptNumber = Number(params.num2) || 1;
  const { data: card } = useScoreCard(sessionId);
  const name = card?.interview_name ?? t('fallbackName');

  return (
    <PageShell title={t('title')}>
      <Breadcrumb
        crumbs={[
          { label: t('common:nav.dashboard'), to: '/dashboard' },
          { label: t('common:nav.myScores'), to: '/dashboard', state: { tab: 'my-scores' } },
          { label: name, to: `/scorecard/${encodeId(name)}` },
          { label: t('crumb', { n: attemptNumber }) },
        ]}
      />
      {sessionId ? <LiveResult sessionId={sessionId} initialAttempt={attemptNumber} /> : <p className="page-status">{t('noData')}</p>}
    </PageShell>
  );
}
