import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { Resource } from '@finedu/domain';
import { Button, Card, FormAlert, PageHeader, Select, StateView, useToast } from '@finedu/ui';
import { actionIcon } from '../../../components/actionIcons';
import { Actions } from '../../../components/Actions';
import { useViewState } from '../../../components/tableState';
import { useQuery } from '../../../hooks/useQuery';
import { useT } from '../../../i18n/useT';
import { useServices } from '../../../services/ServicesContext';
import { errorText } from '../../Login/useSignIn';
import { readAllPages } from '../../../hooks/readAllPages';
import { COURSE_LIST_MAX_PAGES } from '../CourseTeacher/useCollegePeople';
import { ResourceFormModal } from '../EduResource/ResourceFormModal';
import { ResourcePreviewModal } from '../EduResource/ResourcePreviewModal';
import { IdChecklist } from '../shared/IdChecklist';
import { useColleges } from '../shared/useColleges';

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: var(--ui-space-4);
  align-items: start;
  @media (max-width: 1100px) { grid-template-columns: minmax(0, 1fr); }
  ul { list-style: none; margin: 0; padding: 0; }
  li { display: flex; gap: var(--ui-space-2); align-items: center; padding: var(--ui-space-2) 0; border-bottom: 1px solid var(--ui-color-border); }
  li > span { flex: 1; }
`;

/** ResourceStore (/admin/resourceStore, sys_admin): the platform's resources and which of them each college is granted. */
export default function ResourceStorePage() {
  const t = useT();
  const toast = useToast();
  const { courses } = useServices();
  const resources = useQuery((signal) => readAllPages((page) => courses.resources({ page, page_size: 100 }, { signal, silent: true }), COURSE_LIST_MAX_PAGES), []);
  const categories = useQuery((signal) => courses.categories({ signal, silent: true }), []);
  const colleges = useColleges();
  const [eduId, setEduId] = useState('');
  const store = useQuery((signal) => (eduId === '' ? Promise.resolve(null) : courses.resourceStore(Number(eduId), { signal, silent: true })), [eduId]);
  const [granted, setGranted] = useState<number[]>([]);
  const [failure, setFailure] = useState('');
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [previewing, setPreviewing] = useState<Resource | null>(null);
  useEffect(() => setGranted(store.data?.resource_ids ?? []), [store.data]);
  const resourceView = useViewState(resources, { emptyTitle: t('store.emptyTitle'), emptyDescription: t('store.emptyDescription') });
  const storeView = useViewState(store, { emptyTitle: t('store.pickCollege') }, (data) => data === null);
  const platform = (resources.data ?? []).filter((resource) => resource.edu_id === null);

  const save = async () => {
    setSaving(true);
    setFailure('');
    try {
      await courses.setResourceStore(Number(eduId), { resource_ids: granted }, { silent: true });
      toast.success(t('store.saved'));
      store.reload();
    } catch (error) {
      setFailure(errorText(error, t('common.loadFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <PageHeader
        title={t('store.title')}
        description={t('store.description')}
        extra={
          <Button icon={actionIcon('upload')} variant="primary" onClick={() => setUploading(true)}>
            {t('resource.upload')}
          </Button>
        }
      />
      <Layout>
        <Card title={t('store.platformResources')}>
          <StateView state={resourceView.state} {...resourceView.stateMessages}>
            <ul aria-label={t('store.platformResources')}>
              {platform.map((resource) => (
                <li key={resource.id}>
                  <span>{resource.title}</span>
                  <small>{resource.edu_ids.length > 0 ? t('store.grantedTo', { count: resource.edu_ids.length }) : t('store.notGranted')}</small>
                  <Button size="small" variant="link" onClick={() => setPreviewing(resource)}>
                    {t('resource.preview')}
                  </Button>
                </li>
              ))}
            </ul>
          </StateView>
        </Card>
        <Card title={t('store.grants')}>
          <Select
            aria-label={t('store.college')}
            value={eduId}
            placeholder={t('store.pickCollege')}
            options={(colleges.data ?? []).map((college) => ({ value: String(college.id), label: college.title }))}
            onChange={(event) => setEduId(event.target.value)}
          />
          <StateView state={storeView.state} {...storeView.stateMessages}>
            <IdChecklist legend={t('store.grantedResources')} options={platform.map((resource) => ({ id: resource.id, label: resource.title }))} value={granted} onChange={setGranted} emptyText={t('store.emptyTitle')} />
            <Actions>
              <Button variant="primary" loading={saving} onClick={() => void save()}>
                {t('common.save')}
              </Button>
            </Actions>
          </StateView>
          <FormAlert>{failure}</FormAlert>
        </Card>
      </Layout>
      {uploading && (
        <ResourceFormModal
          resource={null}
          categories={categories.data ?? []}
          onClose={() => setUploading(false)}
          onSaved={() => {
            toast.success(t('resource.created'));
            setUploading(false);
            resources.reload();
          }}
        />
      )}
      {previewing && <ResourcePreviewModal resource={previewing} onClose={() => setPreviewing(null)} />}
    </>
  );
}
