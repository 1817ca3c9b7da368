import styled, { keyframes } from 'styled-components';

const enter = keyframes`
  from { opacity: 0; transform: translateY(-8px); }
  to { opacity: 1; transform: none; }
`;

export const ToastViewport = styled.div`
  position: fixed;
  top: var(--ui-space-5);
  left: 50%;
  transform: translateX(-50%);
  z-index: var(--ui-z-toast);
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--ui-space-2);
  pointer-events: none;
`;

export const ToastItem = styled.div`
  display: flex;
  align-items: center;
  gap: var(--ui-space-2);
  min-width: 240px;
  max-width: min(560px, calc(100vw - 32px));
  padding: var(--ui-space-2) var(--ui-space-3) var(--ui-space-2) var(--ui-space-4);
  border: 1px solid var(--ui-color-border);
  border-left: 4px solid var(--ui-color-info);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface);
  box-shadow: var(--ui-shadow-popover);
  color: var(--ui-color-text);
  pointer-events: auto;
  animation: ${enter} var(--ui-motion-duration) var(--ui-motion-easing);

  &[data-kind='success'] { border-left-color: var(--ui-color-success); }
  &[data-kind='warning'] { border-left-color: var(--ui-color-warning); }
  &[data-kind='error'] { border-left-color: var(--ui-color-danger); }
`;

export const ToastIcon = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  align-items: center;
  justify-content: center;
  width: 18px;
  height: 18px;
  color: var(--ui-color-info);
  font-size: 18px;
  line-height: 1;

  [data-kind='success'] > & { color: var(--ui-color-success); }
  [data-kind='warning'] > & { color: var(--ui-color-warning); }
  [data-kind='error'] > & { color: var(--ui-color-danger); }
`;

export const ToastMessage = styled.div`
  flex: 1;
  min-width: 0;
`;

export const ToastClose = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex-shrink: 0;
  width: 24px;
  height: 24px;
  border: 0;
  border-radius: var(--ui-radius-sm);
  background: transparent;
  color: var(--ui-color-text-secondary);
  font-size: var(--ui-font-size-h4);
  line-height: 1;
  cursor: pointer;

  &:hover { background: var(--ui-color-surface-hover); color: var(--ui-color-text); }
`;
