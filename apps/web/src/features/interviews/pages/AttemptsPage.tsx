import { useParams } from 'react-router';
import { PageShell } from '../../../components/ui/PageShell';
import { useTranslation } from '../../../lib/i18n';
import { useUserSessions } from '../api/user-sessions';
import { AttemptsTable } from '../components/AttemptsTable';
import { Breadcrumb } from '../components/Breadcrumb';
import { decodeId } from '../lib/url-ids';
import '../interviews.css';

/** /scorecard/{encoded interview name}: the user's tests of one interview. */
export default function AttemptsPage() {
  const { t } = useTranslation('scorecard');
  const { id } = useParams();
  const interviewName = decodeId(id) ?? '';
  const { data: sessions, isPending, isError } = useUserSessions();
  const mine = sessions?.filter((session) => session.interview_name === interviewName) ?? [];

  const title = interviewName || t('fallbackName');
  return (
    <PageShell title={title}>
      <Breadcrumb
        crumbs={[
          { label: t('common:nav.dashboard'), to: '/dashboard' },
          { label: t('common:nav.myScores'), to: '/dashboard', state: { tab: 'my-scores' } },
          { label: title },
        ]}
      />
      {isPending && <p className="page-status">{t('common:loading')}</p>}
      {isError && <p className="page-status">{t('dashboard:interviews.loadFailed')}</p>}
      {sessions && mine.length === 0 && <p className="page-status">{t('noData')}</p>}
      {mine.length > 0 && <AttemptsTable sessions={mine} />}
    </PageShell>
  );
}
