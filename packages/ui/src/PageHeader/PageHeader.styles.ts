import styled from 'styled-components';

/** The actions wrap under the title when both do not fit on one line (phones). */
export const PageHeaderRoot = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: var(--ui-space-4);
  margin-bottom: var(--ui-space-4);
`;

export const PageHeaderText = styled.div`
  display: flex;
  flex: 1 1 280px;
  flex-direction: column;
  gap: var(--ui-space-1);
  min-width: 0;
`;

export const PageHeaderTitle = styled.h1`
  margin: 0;
  font-size: var(--ui-font-size-h3);
  font-weight: var(--ui-font-weight-bold);
  line-height: 1.4;
  color: var(--ui-color-text);
`;

export const PageHeaderDescription = styled.p`
  margin: 0;
  color: var(--ui-color-text-secondary);
`;

export const PageHeaderExtra = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-2);
  flex-shrink: 0;
  max-width: 100%;
`;
