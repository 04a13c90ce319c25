import {
  type AdminInterview,
  type AdminQuestion,
  type QuestionCreateForm,
  questionCreateFormSchema,
  type QuestionEditForm,
  questionEditFormSchema,
  VISA_TYPES,
} from '@visaready/shared/schemas/admin';
import { useState } from 'react';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { toast } from 'react-toastify';
import { Dialog } from '../../../components/ui/Dialog';
import { FormActions } from '../../../components/ui/FormActions';
import { SelectField } from '../../../components/ui/SelectField';
import { TextAreaField } from '../../../components/ui/TextAreaField';
import { TextField } from '../../../components/ui/TextField';
import { useZodForm } from '../../../components/ui/use-zod-form';
import { ApiError } from '../../../lib/api-client';
import { useAddQuestion, useEditQuestion } from '../api/save-question';

const failure = (error: unknown) => (error instanceof ApiError ? error.message : 'The question could not be saved. Please try again.');

/** The fields an add and an edit share: category, text, model answer, key points (one a line). */
type ContentName = keyof QuestionEditForm;

function ContentFields({
  fields,
  errors,
}: {
  fields: Record<ContentName, UseFormRegisterReturn<ContentName>>;
  errors: FieldErrors<QuestionEditForm>;
}) {
  return (
    <>
      <TextField label="Category" placeholder="study-plans" autoComplete="off" {...fields.category} error={errors.category?.message} />
      <TextAreaField label="Question" rows={2} {...fields.text} error={errors.text?.message} />
      <TextAreaField label="Model answer" rows={4} {...fields.model_answer} error={errors.model_answer?.message} />
      <TextAreaField label="Key points (3 to 5, one per line)" rows={5} {...fields.key_points} error={errors.key_points?.message} />
    </>
  );
}

const contentFields = (register: (name: ContentName) => UseFormRegisterReturn<ContentName>) => ({
  category: register('category'),
  text: register('text'),
  model_answer: register('model_answer'),
  key_points: register('key_points'),
});

/** Adds a question to interviews of its visa type. */
export function AddQuestionDialog({ interviews, onClose }: { interviews: AdminInterview[]; onClose: () => void }) {
  const add = useAddQuestion();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, watch, formState } = useZodForm(questionCreateFormSchema, {
    defaultValues: {
      visa_type: 'F1',
      interview_ids: [],
      category: '',
      text: '',
      model_answer: '',
      key_points: '',
    } satisfies QuestionCreateForm,
  });
  const visaType = watch('visa_type');
  const interviewsError = formState.errors.interview_ids?.message;

  const submit = handleSubmit(async (question) => {
    setProblem(null);
    try {
      toast.success((await add.mutateAsync(question)).message);
      onClose();
    } catch (error) {
      setProblem(failure(error));
    }
  });

  return (
    <Dialog open title="Add a question" onClose={onClose} className="admin-dialog">
      <form onSubmit={submit} noValidate aria-label="Add a question">
        <SelectField label="Visa type" options={VISA_TYPES} {...register('visa_type')} />
        <fieldset className="admin-checkboxes" aria-describedby={interviewsError ? 'admin-interviews-error' : undefined}>
          <legend>Interviews that ask it</legend>
          {interviews
            .filter((interview) => interview.visa_type === visaType)
            .map((interview) => (
              <label key={interview.interview_id}>
                <input type="checkbox" value={String(interview.interview_id)} {...register('interview_ids')} /> {interview.name} (
                {interview.num_questions} questions)
              </label>
            ))}
          {interviewsError && (
            <p id="admin-interviews-error" className="field__error">
              {interviewsError}
            </p>
          )}
        </fieldset>
        <ContentFields fields={contentFields(register)} errors={formState.errors} />
        <FormActions problem={problem} onCancel={onClose} disabled={formState.isSubmitting}>
          Add question
        </FormActions>
      </form>
    </Dialog>
  );
}

/** Edits a question; one already asked is saved as its next version, and attempts keep the text they showed. */
export function EditQuestionDialog({ question, onClose }: { question: AdminQuestion; onClose: () => void }) {
  const edit = useEditQuestion();
  const [problem, setProblem] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useZodForm(questionEditFormSchema, {
    defaultValues: {
      category: question.category,
      text: question.text,
      model_answer: question.model_answer,
      key_points: question.key_points.join('\n'),
    } satisfies QuestionEditForm,
  });

  const submit = handleSubmit(async (changes) => {
    setProblem(null);
    try {
      toast.success((await edit.mutateAsync({ questionId: question.question_id, changes })).message);
      onClose();
    } catch (error) {
      setProblem(failure(error));
    }
  });

  return (
    <Dialog open title="Edit question" onClose={onClose} className="admin-dialog">
      <form onSubmit={submit} noValidate aria-label="Edit question">
        {question.times_asked > 0 && (
          <p className="admin-note">
            Asked in {question.times_asked} attempt{question.times_asked === 1 ? '' : 's'}: saving makes version {question.version + 1}, and
            those attempts keep the text they showed.
          </p>
        )}
        <ContentFields fields={contentFields(register)} errors={formState.errors} />
        <FormActions problem={problem} onCancel={onClose} disabled={formState.isSubmitting}>
          Save changes
        </FormActions>
      </form>
    </Dialog>
  );
}
