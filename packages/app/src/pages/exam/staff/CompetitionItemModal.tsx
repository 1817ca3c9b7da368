import { useState, type FormEvent } from 'react';
import type { CourseGradebook } from '@finedu/domain';
import { Button, FormAlert, FormField, Modal, Select, TextInput } from '@finedu/ui';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { errorText } from '../../Login/useSignIn';

/**
 * Competition results in the gradebook (issue 34): add a session the course's students entered (its published team
 * results, out of the full marks given; a quiz suggests its paper's total), or take one out.
 */
export function CompetitionItemModal({ book, onClose, onChanged }: { book: CourseGradebook; onClose: () => void; onChanged: (message: string) => void }) {
  const t = useT();
  const { gradebook } = useServices();
  const sessions = useQuery((signal) => gradebook.competitionSessions(book.course.id, { signal, silent: true }).then((data) => data.list), [gradebook, book.course.id]);
  const [sessionId, setSessionId] = useState('');
  const [max, setMax] = useState('');
  const [error, setError] = useState('');
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);
  const open = (sessions.data ?? []).filter((s) => !s.added);
  const added = book.items.filter((i) => i.kind === 'competition');

  const pick = (value: string) => {
    setSessionId(value);
    const suggested = open.find((s) => String(s.competition_session_id) === value)?.suggested_max;
    if (suggested !== null && suggested !== undefined) setMax(String(suggested));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    if (sessionId === '' || !/^\d+(\.\d{1,2})?$/.test(max.trim()) || Number(max) <= 0) {
      setError(t('gradebook.competition.invalid'));
      return;
    }
    setError('');
    setSaving(true);
    try {
      await gradebook.addCompetitionItem(book.course.id, { competition_session_id: Number(sessionId), max_score: Number(max) }, { silent: true });
      onChanged(t('gradebook.competition.added'));
    } catch (caught) {
      setFailure(errorText(caught, t('common.loadFailed')));
      setSaving(false);
    }
  };

  const remove = async (key: string) => {
    setFailure('');
    try {
      await gradebook.removeCompetitionItem(book.course.id, Number(key.split(':')[1]), { silent: true });
      onChanged(t('gradebook.competition.removed'));
    } catch (caught) {
      setFailure(errorText(caught, t('common.loadFailed')));
    }
  };

  const formId = 'gradebook-competition-form';
  return (
    <Modal
      open
      size="medium"
      onClose={onClose}
      closeLabel={t('common.close')}
      title={t('gradebook.competition.title')}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" form={formId} variant="primary" loading={saving} disabled={open.length === 0}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={(event) => void submit(event)} noValidate>
        <p>{t('gradebook.competition.help')}</p>
        <FormField label={t('gradebook.competition.session')} labelSuffix={t('common.fieldSuffix')} required error={error || (sessions.status === 'success' && open.length === 0 ? t('gradebook.competition.none') : undefined)}>
          <Select
            value={sessionId}
            placeholder={t('gradebook.competition.session')}
            onChange={(event) => pick(event.target.value)}
            options={open.map((s) => ({ value: String(s.competition_session_id), label: t('gradebook.competition.option', { competition: s.competition_title, session: s.session_title }) }))}
          />
        </FormField>
        <FormField label={t('gradebook.competition.max')} labelSuffix={t('common.fieldSuffix')} required>
          <TextInput name="max" inputMode="decimal" value={max} onChange={(event) => setMax(event.target.value)} />
        </FormField>
        {added.length > 0 && (
          <ul aria-label={t('gradebook.competition.inBook')}>
            {added.map((item) => (
              <li key={item.key}>
                {item.title}（{item.max_score}）{' '}
                <Button size="small" variant="link" onClick={() => void remove(item.key)}>
                  {t('gradebook.competition.remove', { title: item.title })}
                </Button>
              </li>
            ))}
          </ul>
        )}
        <FormAlert>{failure}</FormAlert>
      </form>
    </Modal>
  );
}
