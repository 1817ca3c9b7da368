import styled from 'styled-components';

export const EmptyStateRoot = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: var(--ui-space-2);
  padding: var(--ui-space-6) var(--ui-space-5);
  text-align: center;
  color: var(--ui-color-text-secondary);

  &[data-tone='danger'] [data-part='icon'] { color: var(--ui-color-danger); }
  &[data-tone='warning'] [data-part='icon'] { color: var(--ui-color-warning); }
`;

export const EmptyStateIcon = styled.div`
  display: flex;
  font-size: 48px;
  line-height: 1;
  color: var(--ui-color-text-disabled);
  margin-bottom: var(--ui-space-2);
`;

export const EmptyStateTitle = styled.p`
  margin: 0;
  color: var(--ui-color-text);
  font-size: var(--ui-font-size-h4);
  font-weight: var(--ui-font-weight-medium);
`;

export const EmptyStateDescription = styled.div`
  margin: 0;
  max-width: 480px;
`;

export const EmptyStateAction = styled.div`
  display: flex;
  gap: var(--ui-space-2);
  margin-top: var(--ui-space-3);
`;
