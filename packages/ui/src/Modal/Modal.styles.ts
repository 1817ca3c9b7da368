import styled from 'styled-components';

export const ModalOverlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: var(--ui-z-modal);
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: 10vh var(--ui-space-4) var(--ui-space-4);
  background: var(--ui-color-overlay);
  overflow-y: auto;
`;

export const ModalDialog = styled.div`
  display: flex;
  flex-direction: column;
  width: 520px;
  max-width: 100%;
  background: var(--ui-color-surface);
  border-radius: var(--ui-radius-lg);
  box-shadow: var(--ui-shadow-modal);
  color: var(--ui-color-text);

  &[data-size='small'] { width: 416px; }
  &[data-size='large'] { width: 800px; }
  &:focus { outline: none; }
`;

export const ModalHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--ui-space-3);
  padding: var(--ui-space-4) var(--ui-space-5);
  border-bottom: 1px solid var(--ui-color-border);
`;

export const ModalTitle = styled.h2`
  margin: 0;
  font-size: var(--ui-font-size-h4);
  font-weight: var(--ui-font-weight-bold);
`;

export const ModalClose = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: var(--ui-radius-sm);
  background: transparent;
  color: var(--ui-color-text-secondary);
  font-size: var(--ui-font-size-h4);
  line-height: 1;
  cursor: pointer;

  &:hover { background: var(--ui-color-surface-hover); color: var(--ui-color-text); }
`;

export const ModalBody = styled.div`
  padding: var(--ui-space-5);
`;

export const ModalFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: var(--ui-space-2);
  padding: var(--ui-space-3) var(--ui-space-5);
  border-top: 1px solid var(--ui-color-border);
`;
