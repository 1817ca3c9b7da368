import styled from 'styled-components';

export const BreadcrumbsList = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
  color: var(--ui-color-text-secondary);
`;

export const BreadcrumbsItem = styled.li`
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-2);

  & + &::before {
    content: '/';
    color: var(--ui-color-text-placeholder);
  }
`;

export const BreadcrumbsLink = styled.a`
  color: var(--ui-color-text-secondary);
  text-decoration: none;
  border-radius: var(--ui-radius-sm);

  &:hover { color: var(--ui-color-primary); }
`;

export const BreadcrumbsCurrent = styled.span`
  color: var(--ui-color-text);
`;
