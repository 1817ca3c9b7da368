import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { ClassDetail, ClassInfo, User } from '@finedu/domain';
import { Button, Checkbox, FormAlert, Modal, StateView } from '@finedu/ui';
import { useViewState } from '../../components/tableState';
import { useQuery } from '../../hooks/useQuery';
import { useT } from '../../i18n/useT';
import { useServices } from '../../services/ServicesContext';
import { errorText } from '../Login/useSignIn';

const List = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: var(--ui-space-2) var(--ui-space-3);
  max-height: 360px;
  overflow: auto;
`;

const Hint = styled.p`
  margin: 0 0 var(--ui-space-3);
  color: var(--ui-color-text-secondary);
`;

/** The students of a class: tick who belongs, then save (PUT members). */
export function ClassMembersModal({ klass, students, onClose, onSaved }: { klass: ClassInfo; students: readonly User[]; onClose: () => void; onSaved: () => void }) {
  const t = useT();
  const { classes } = useServices();
  const detail = useQuery<ClassDetail>((signal) => classes.get(klass.id, { signal, silent: true }), [classes, klass.id]);
  const view = useViewState(detail, {}, () => false);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);

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
        <List role="group" aria-label={t('classes.members')}>
          {students.map((student) => (
            <Checkbox
              key={student.id}
              checked={selected.has(student.id)}
              onChange={(event) =>
                setSelected((current) => {
                  const next = new Set(current);
                  if (event.target.checked) next.add(student.id);
                  else next.delete(student.id);
                  return next;
                })
              }
            >
              {student.name} ({student.username})
            </Checkbox>
          ))}
        </List>
      </StateView>
      <FormAlert>{failure}</FormAlert>
    </Modal>
  );
}
