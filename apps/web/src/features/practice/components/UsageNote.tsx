import type { PracticeUsage } from '@visaready/shared/schemas/practice';

/** Today's allowance, and when it comes back: practice is limited per day, never by tests. */
export function UsageNote({ usage }: { usage: PracticeUsage }) {
  return (
    <p className="pr-usage">
      <strong>
        {usage.remaining} of {usage.limit}
      </strong>{' '}
      practice answers left today{usage.plan === 'trial' ? ' on your free trial' : ''}. The count starts again at midnight UTC, and practice
      never uses one of your interview tests.
    </p>
  );
}
