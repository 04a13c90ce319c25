import type { PracticeUsage } from '@visaready/shared/schemas/practice';
import { useTranslation } from '../../../lib/i18n';

/** Today's allowance, and when it comes back: practice is limited per day, never by tests. */
export function UsageNote({ usage }: { usage: PracticeUsage }) {
  const { t } = useTranslation('practice');
  return (
    <p className="pr-usage">
      <strong>{t('usage.count', { remaining: usage.remaining, limit: usage.limit })}</strong>
      {usage.plan === 'trial' ? t('usage.restTrial') : t('usage.rest')}
    </p>
  );
}
