import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import type { ClassDetail, ClassInfo, User } from '@finedu/domain';
import { Button, CheckboxPicker, FormAlert, Modal, StateView, type CheckboxPickerLabels } from '@finedu/ui';
import { useViewState } from '../../components/tableState';
import { useQuery } from '../../hooks/useQuery';
import { useT } from '../../i18n/useT';
import { useServices } from '../../services/ServicesContext';
import { errorText } from '../Login/useSignIn';

const Hint = styled.p`
  margin: 0 0 var(--ui-space-3);
  color: var(--ui-color-text-secondary);
`;

/** The student picker's texts in the user's language. */
function usePickerLabels(): Partial<CheckboxPickerLabels> {
  const t = useT();
  return useMemo(
    () => ({
      search: t('classes.picker.search'),
      searchPlaceholder: t('classes.picker.placeholder'),
      selectAll: t('classes.picker.selectAll'),
      selectAllMatching: (count: number) => t('classes.picker.selectAllMatching', { count }),
      count: (selected: number, total: number) => t('classes.picker.count', { selected, total }),
      noMatch: t('classes.picker.noMatch'),
    }),
    [t],
  );
}

/** The students of a class: search (name, username, 学号), tick who belongs or all found, then save (PUT members). */
export function ClassMembersModal({ klass, students, onClose, onSaved }: { klass: ClassInfo; students: readonly User[]; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const { classes } = useServices();
  const detail = useQuery<ClassDetail>((signal) => classes.get(klass.id, { signal, silent: true }), [classes, klass.id]);
  const view = useViewState(detail, {}, () => false);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);
  const pickerLabels = usePickerLabels();
  const options = useMemo(() => students.map((student) => ({ id: student.id, label: student.name, details: [student.username, student.id_number] })), [students]);

  useEffect(() => {
    if (detail.data) setSelected(new Set(detail.data.members.map((member) => member.id)));
  }, [detail.data]);

  const save = async () => {
    setFailure('');
    setSaving(true);
    try {
      await classes.setMembers(klass.id, { user_ids: [...selected] }, { silent: true });
      onSaved();
    } catch (error) {
      setFailure(errorText(error, t('common.loadFailed')));
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      size="large"
      onClose={onClose}
      closeLabel={t('common.close')}
      title={t('classes.membersTitle', { name: klass.name })}
      footer={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="primary" loading={saving} disabled={!detail.data} onClick={() => void save()}>
            {t('common.save')}
          </Button>
        </>
      }
    >
      <StateView state={students.length === 0 && view.state === 'ready' ? 'empty' : view.state} {...view.stateMessages} emptyTitle={t('classes.membersEmpty')}>
        <Hint>{t('classes.membersHint')}</Hint>
        <CheckboxPicker aria-label={t('classes.members')} options={options} selected={selected} onChange={setSelected} labels={pickerLabels} />
      </StateView>
      <FormAlert>{failure}</FormAlert>
    </Modal>
  );
}
