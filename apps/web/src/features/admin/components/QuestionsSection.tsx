import { type AdminQuestion, QUESTION_STATUSES, VISA_TYPES } from '@visaready/shared/schemas/admin';
import { useState } from 'react';
import { toast } from 'react-toastify';
import { SelectField } from '../../../components/ui/SelectField';
import { TextField } from '../../../components/ui/TextField';
import { ApiError } from '../../../lib/api-client';
import { useInterviews } from '../api/interviews';
import { type QuestionFilter, useQuestions } from '../api/questions';
import { useRetireQuestion } from '../api/retire-question';
import { PagedTable } from './AdminTable';
import { ConfirmDialog } from './ConfirmDialog';
import { AddQuestionDialog, EditQuestionDialog } from './QuestionForm';

const STATUS_OPTIONS = [...QUESTION_STATUSES.map((status) => ({ value: status, label: status })), { value: 'all', label: 'all' }];

/** The question banks: filter, add, edit (a new version once asked) and retire questions. */
export function QuestionsSection() {
  const [filter, setFilter] = useState<QuestionFilter>({ visaType: '', status: 'active', q: '' });
  const [draft, setDraft] = useState(filter);
  const [page, setPage] = useState(1);
  const questions = useQuestions(filter, page);
  const interviews = useInterviews();
  const retire = useRetireQuestion();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<AdminQuestion | null>(null);
  const [retiring, setRetiring] = useState<AdminQuestion | null>(null);

  const caption = `${filter.status === 'all' ? 'All' : `${filter.status[0]?.toUpperCase()}${filter.status.slice(1)}`} questions${
    filter.visaType ? ` of ${filter.visaType}` : ''
  }`;

  const confirmRetire = async (question: AdminQuestion) => {
    try {
      toast.success((await retire.mutateAsync(question.question_id)).message);
    } catch (error) {
      toast.error(error instanceof ApiError ? error.message : 'The question could not be retired. Please try again.');
    } finally {
      setRetiring(null);
    }
  };

  return (
    <section className="admin-section" aria-labelledby="admin-questions">
      <h2 id="admin-questions">Question banks</h2>
      <search aria-label="Filter questions">
        <form
          className="admin-toolbar"
          onSubmit={(event) => {
            event.preventDefault();
            setFilter({ ...draft, q: draft.q.trim() });
            setPage(1);
          }}
        >
          <SelectField
            label="Visa type"
            placeholder="All visa types"
            options={VISA_TYPES}
            value={draft.visaType}
            onChange={(event) => setDraft({ ...draft, visaType: event.target.value })}
          />
          <SelectField
            label="Status"
            options={STATUS_OPTIONS}
            value={draft.status}
            onChange={(event) => setDraft({ ...draft, status: event.target.value })}
          />
          <TextField
            label="Text contains"
            type="search"
            value={draft.q}
            onChange={(event) => setDraft({ ...draft, q: event.target.value })}
            fieldClassName="admin-toolbar__grow"
          />
          <button type="submit" className="btn btn-ghost">
            Filter
          </button>
        </form>
      </search>
      <button type="button" className="btn btn-primary admin-add" disabled={!interviews.data} onClick={() => setAdding(true)}>
        Add question
      </button>
      <PagedTable
        list={questions}
        items="questions"
        item="question"
        page={page}
        onPage={setPage}
        caption={caption}
        variant="questions"
        columns={['Question', 'Visa type', 'Category', 'Version', 'Interviews', 'Asked', 'Status']}
        actions="Actions"
        empty="No questions match."
        row={(question) => (
          <tr key={question.question_id}>
            <th scope="row">{question.text}</th>
            <td>{question.visa_type}</td>
            <td>{question.category}</td>
            <td>v{question.version}</td>
            <td>{question.interviews.map((interview) => interview.name).join(', ') || '—'}</td>
            <td>{question.times_asked}</td>
            <td>
              <span className={`admin-badge admin-badge--${question.status}`}>{question.status}</span>
              {question.replaced_by_id !== null && <span className="admin-note"> (replaced by #{question.replaced_by_id})</span>}
            </td>
            <td>
              {question.status === 'active' && (
                <div className="admin-row-actions">
                  <button type="button" className="btn btn-ghost btn-sm" onClick={() => setEditing(question)}>
                    Edit<span className="visually-hidden"> “{question.text}”</span>
                  </button>
                  <button type="button" className="btn btn-ghost btn-sm" onClick={() => setRetiring(question)}>
                    Retire<span className="visually-hidden"> “{question.text}”</span>
                  </button>
                </div>
              )}
            </td>
          </tr>
        )}
      />
      {adding && interviews.data && <AddQuestionDialog interviews={interviews.data} onClose={() => setAdding(false)} />}
      {editing && <EditQuestionDialog question={editing} onClose={() => setEditing(null)} />}
      {retiring && (
        <ConfirmDialog
          open
          title="Retire this question?"
          confirmLabel="Retire"
          danger
          busy={retire.isPending}
          onConfirm={() => confirmRetire(retiring)}
          onClose={() => setRetiring(null)}
        >
          <p>“{retiring.text}” will no longer be asked in new interviews. Attempts that asked it keep it.</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
