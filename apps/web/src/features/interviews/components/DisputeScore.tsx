import { disputeScoreSchema } from '@visaready/shared/schemas/feedback';
import { useMessageText, useTranslation } from '../../../lib/i18n';
import { useState } from 'react';
import { Dialog } from '../../../components/ui/Dialog';
import { FormActions } from '../../../components/ui/FormActions';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { ApiError } from '../../../lib/api-client';
import { useDisputeScore } from '../api/dispute-score';

interface DisputeScoreProps {
  sessionId: string;
  answerId: string;
  /** Already reported (by this page or before). */
  disputed: boolean;
}

/**
 * "This score seems wrong" under a scored answer: an optional comment, then the report is stored before the
 * thanks is shown. An answer is reported once; afterwards the button says so.
 */
export function DisputeScore({ sessionId, answerId, disputed }: DisputeScoreProps) {
  const { t } = useTranslation('scorecard');
  const message = useMessageText();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [thanks, setThanks] = useState<string | null>(null);
  const dispute = useDisputeScore(sessionId);
  const { register, handleSubmit, reset, formState } = useZodForm(disputeScoreSchema, {
    defaultValues: { answer_id: answerId, comment: '' },
  });

  const close = () => {
    setOpen(false);
    setProblem(null);
    reset({ answer_id: answerId, comment: '' });
  };
  const submit = handleSubmit(async (input) => {
    setProblem(null);
    try {
      const answer = await dispute.mutateAsync(input);
      setThanks(message(answer.message));
      close();
    } catch (error) {
      setProblem(error instanceof ApiError ? message(error.message) : t('dispute.failed'));
    }
  });

  return (
    <div className="fb-dispute">
      {disputed || thanks ? (
        <p className="fb-note" role="status">
          {thanks ?? t('dispute.alreadyReported')}
        </p>
      ) : (
        <button type="button" className="btn btn-ghost btn-sm" onClick={() => setOpen(true)}>
          {t('dispute.button')}
        </button>
      )}
      <Dialog open={open} title={t('dispute.button')} onClose={close}>
        <form onSubmit={submit} noValidate aria-label={t('dispute.button')}>
          <TextAreaField
            label={t('dispute.commentLabel')}
            rows={4}
            maxLength={1000}
            {...register('comment')}
            error={message(formState.errors.comment?.message)}
          />
          <FormActions problem={problem} onCancel={close} cancelLabel={t('dispute.cancel')} disabled={formState.isSubmitting}>
            {t('dispute.submit')}
          </FormActions>
        </form>
      </Dialog>
    </div>
  );
}
