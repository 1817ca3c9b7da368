import { routePath, type CollegeAdminDashboard, type SystemAdminDashboard } from '@finedu/domain';
import { Link } from 'react-router-dom';
import type { MessageId } from '../../i18n/messages';
import { useT } from '../../i18n/useT';
import { CountGrid } from './AttentionPanel.styles';

interface CountTile {
  label: MessageId;
  value: number | null;
  /** The route where the figure is acted on. */
  route: string;
}

function Counts({ tiles }: { tiles: CountTile[] }) {
  const t = useT();
  return (
    <CountGrid>
      {tiles.map((tile) => (
        <li key={tile.label}>
          <Link to={routePath(tile.route)}>
            <strong>{tile.value === null ? t('dashboard.count.unknown') : tile.value}</strong>
            {t(tile.label)}
          </Link>
        </li>
      ))}
    </CountGrid>
  );
}

/** The college admin's counts, each leading to the page that manages it. */
export function CollegeAdminCounts({ data }: { data: CollegeAdminDashboard }) {
  return (
    <Counts
      tiles={[
        { label: 'dashboard.count.students', value: data.students, route: 'EduUser' },
        { label: 'dashboard.count.teachers', value: data.teachers, route: 'EduUser' },
        { label: 'dashboard.count.admins', value: data.admins, route: 'EduUser' },
        { label: 'dashboard.count.classes', value: data.classes, route: 'EduClass' },
        { label: 'dashboard.count.courses', value: data.courses, route: 'CourseTeacher' },
        { label: 'dashboard.count.examsRunning', value: data.exams_running, route: 'ExamIndex' },
        { label: 'dashboard.count.activeToday', value: data.active_today, route: 'EduUser' },
      ]}
    />
  );
}

/** The system admin's counts, each leading to the page that manages it. */
export function SystemAdminCounts({ data }: { data: SystemAdminDashboard }) {
  return (
    <Counts
      tiles={[
        { label: 'dashboard.count.colleges', value: data.colleges, route: 'Edu' },
        { label: 'dashboard.count.users', value: data.users, route: 'AdminUser' },
        { label: 'dashboard.count.courses', value: data.courses, route: 'AdminCourse' },
        { label: 'dashboard.count.cases', value: data.cases, route: 'Bigdata' },
        { label: 'dashboard.count.blockCases', value: data.block_cases, route: 'BlockCase' },
        { label: 'dashboard.count.examsRunning', value: data.exams_running, route: 'Operations' },
        { label: 'dashboard.count.kernels', value: data.kernels_running, route: 'Operations' },
      ]}
    />
  );
}
