import styled from 'styled-components';

export const StatusBadgeRoot = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-1);
  white-space: nowrap;

  &[data-appearance='dot']::before {
    content: '';
    flex: none;
    width: 6px;
    height: 6px;
    border-radius: var(--ui-radius-full);
    background: var(--ui-color-text-disabled);
  }
  &[data-appearance='dot'][data-tone='success']::before { background: var(--ui-color-success); }
  &[data-appearance='dot'][data-tone='primary']::before { background: var(--ui-color-primary); }
  &[data-appearance='dot'][data-tone='warning']::before { background: var(--ui-color-warning); }
  &[data-appearance='dot'][data-tone='danger']::before { background: var(--ui-color-danger); }

  &[data-appearance='tag'] {
    padding: 0 var(--ui-space-2);
    border-radius: var(--ui-radius-sm);
    font-size: var(--ui-font-size-sm);
    line-height: 22px;
    background: var(--ui-color-surface-hover);
    color: var(--ui-color-text-secondary);
  }
  &[data-appearance='tag'][data-tone='success'] { background: var(--ui-color-success-subtle); color: var(--ui-color-success); }
  &[data-appearance='tag'][data-tone='primary'] { background: var(--ui-color-primary-subtle); color: var(--ui-color-primary-active); }
  &[data-appearance='tag'][data-tone='warning'] { background: var(--ui-color-warning-subtle); color: var(--ui-color-warning); }
  &[data-appearance='tag'][data-tone='danger'] { background: var(--ui-color-danger-subtle); color: var(--ui-color-danger-active); }
`;
