import styled, { keyframes } from 'styled-components';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: 0 0; }
`;

export const SkeletonRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-3);
  width: 100%;
`;

export const SkeletonBar = styled.span`
  display: block;
  height: 16px;
  width: 100%;
  border-radius: var(--ui-radius-sm);
  background: linear-gradient(90deg, var(--ui-color-skeleton) 25%, var(--ui-color-skeleton-highlight) 37%, var(--ui-color-skeleton) 63%);
  background-size: 400% 100%;
  animation: ${shimmer} 1.4s ease infinite;

  &[data-variant='text']:last-child:not(:first-child) { width: 60%; }
  &[data-variant='title'] { height: 24px; width: 40%; }
  &[data-variant='avatar'] { height: 40px; width: 40px; border-radius: 50%; }
  &[data-variant='block'] { height: 120px; }
`;
