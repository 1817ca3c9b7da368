import { useEffect, useState } from 'react';
import type { CourseSummary } from '@finedu/domain';
import { Button, FormAlert, Modal, StateView } from '@finedu/ui';
import { useViewState } from '../../../components/tableState';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { errorText } from '../../Login/useSignIn';
import { IdChecklist } from '../shared/IdChecklist';
import { useColleges } from '../shared/useColleges';

/** Which colleges a platform course is granted to (exactly the checked ones). */
export function GrantsModal({ course, onClose, onSaved }: { course: CourseSummary; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const { courses } = useServices();
  const colleges = useColleges();
  const grants = useQuery((signal) => courses.grants(course.id, { signal, silent: true }), [course.id]);
  const [eduIds, setEduIds] = useState<number[] | null>(null);
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (grants.data && eduIds === null) setEduIds(grants.data.edu_ids);
  }, [grants.data, eduIds]);
  const view = useViewState(grants, {}, () => false);
  const save = async () => {
    if (eduIds === null) return;
    setSaving(true);
    setFailure('');
    try {
      await courses.setGrants(course.id, { edu_ids: eduIds }, { silent: true });
      onSaved();
    } catch (error) {
      setFailure(errorText(error, t('common.loadFailed')));
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      onClose={onClose}
      closeLabel={t('common.close')}
      title={t('adminCourse.grantsTitle', { title: course.title })}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" loading={saving} disabled={eduIds === null} onClick={() => void save()}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <StateView state={view.state} {...view.stateMessages}>
        <IdChecklist
          legend={t('adminCourse.colleges')}
          options={(colleges.data ?? []).map((college) => ({ id: college.id, label: college.title }))}
          value={eduIds ?? []}
          onChange={setEduIds}
          emptyText={t('adminCourse.noColleges')}
        />
        {course.status !== 'published' && <p>{t('adminCourse.draftHint')}</p>}
      </StateView>
      <FormAlert>{failure}</FormAlert>
    </Modal>
  );
}
