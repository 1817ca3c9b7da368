import { Fragment } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { routePath, type CollegeWithCounts } from '@finedu/domain';
import { Card, PageHeader, StateView } from '@finedu/ui';
import { DescriptionList } from '../../components/DescriptionList';
import { EnabledStatus } from '../../components/EnabledStatus';
import { formatDateTime } from '../../components/format';
import { useViewState } from '../../components/tableState';
import { useQuery } from '../../hooks/useQuery';
import type { MessageId } from '../../i18n/messages';
import { useT } from '../../i18n/useT';
import { collegeTerm } from './collegeTerms';
import { useServices } from '../../services/ServicesContext';

const Stack = styled.div`
  display: grid;
  gap: var(--ui-space-4);
`;

const FIELDS = ['number', 'area', 'level', 'edu_status', 'specialty', 'address', 'remark'] as const;

/** EduDetail (/admin/edu/:id): a college's fields and its accounts per role. */
export default function EduDetailPage() {
  const t = useT();
  const { id } = useParams();
  const { colleges } = useServices();
  const collegeId = Number(id);
  const query = useQuery<CollegeWithCounts>(
    (signal) => (Number.isInteger(collegeId) && collegeId > 0 ? colleges.get(collegeId, { signal, silent: true }) : Promise.reject(new Error(t('edu.notFound')))),
    [colleges, collegeId],
  );
  const view = useViewState(query, { emptyTitle: t('edu.notFound') }, () => false);
  const college = query.data;
  return (
    <>
      <PageHeader
        title={college?.title ?? t('edu.detail')}
        extra={<Link to={routePath('Edu')}>{t('common.back')}</Link>}
      />
      <StateView state={view.state} {...view.stateMessages}>
        {college && (
          <Stack>
            <Card title={t('edu.basics')}>
              <DescriptionList>
                {FIELDS.map((field) => (
                  <Fragment key={field}>
                    <dt>{t(`edu.field.${field}` as MessageId)}</dt>
                    <dd>{collegeTerm(t, field, college[field]) || t('common.none')}</dd>
                  </Fragment>
                ))}
                <dt>{t('edu.field.status')}</dt>
                <dd>
                  <EnabledStatus status={college.status} />
                </dd>
                <dt>{t('users.field.created_at')}</dt>
                <dd>{formatDateTime(college.created_at)}</dd>
              </DescriptionList>
            </Card>
            <Card title={t('edu.accounts')} extra={<Link to={`${routePath('AdminUser')}?edu_id=${college.id}`}>{t('edu.viewUsers')}</Link>}>
              <DescriptionList>
                <dt>{t('edu.users')}</dt>
                <dd>
                  {college.user_count} / {college.count}
                </dd>
                <dt>{t('edu.countAdmins')}</dt>
                <dd>{college.counts.edu_admin}</dd>
                <dt>{t('edu.countTeachers')}</dt>
                <dd>{college.counts.edu_teacher}</dd>
                <dt>{t('edu.countStudents')}</dt>
                <dd>{college.counts.edu_student}</dd>
                <dt>{t('edu.classes')}</dt>
                <dd>{college.class_count}</dd>
              </DescriptionList>
            </Card>
          </Stack>
        )}
      </StateView>
    </>
  );
}
