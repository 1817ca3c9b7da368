import { render, screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { Permission } from './Permission';
import { PermissionProvider } from './PermissionContext';

const DeleteButton = () => <button type="button">删除学院</button>;

describe('Permission', () => {
  it('renders children when the role is in the list', async () => {
    const { container } = render(
      <PermissionProvider role="sys_admin">
        <Permission requirement={['sys_admin']}>
          <DeleteButton />
        </Permission>
      </PermissionProvider>,
    );
    expect(screen.getByRole('button', { name: '删除学院' })).toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('removes children from the DOM when the check fails', () => {
    render(
      <PermissionProvider role="edu_student">
        <Permission requirement={['sys_admin', 'edu_admin']}>
          <DeleteButton />
        </Permission>
      </PermissionProvider>,
    );
    expect(screen.queryByRole('button', { name: '删除学院' })).not.toBeInTheDocument();
  });

  it('matches a string requirement by prefix', () => {
    render(
      <PermissionProvider role="edu_teacher">
        <Permission requirement="edu">
          <span>学院功能</span>
        </Permission>
        <Permission requirement="sys">
          <span>系统功能</span>
        </Permission>
      </PermissionProvider>,
    );
    expect(screen.getByText('学院功能')).toBeInTheDocument();
    expect(screen.queryByText('系统功能')).not.toBeInTheDocument();
  });

  it('always passes without a requirement, even signed out', () => {
    render(
      <Permission>
        <span>公开内容</span>
      </Permission>,
    );
    expect(screen.getByText('公开内容')).toBeInTheDocument();
  });

  it('renders the fallback when denied, and lets a role prop override the provider', () => {
    render(
      <PermissionProvider role="sys_admin">
        <Permission requirement={['sys_admin']} role="edu_student" fallback={<span>无权限</span>}>
          <DeleteButton />
        </Permission>
      </PermissionProvider>,
    );
    expect(screen.getByText('无权限')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
