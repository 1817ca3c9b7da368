import styled from 'styled-components';

export const ResourcePreviewRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-3);
  min-width: 0;
`;

export const ResourcePreviewBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-3);
  font-size: var(--ui-font-size-sm);
  color: var(--ui-color-text-secondary);

  a { color: var(--ui-color-primary); }
`;

export const ResourcePreviewName = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: var(--ui-color-text);
  font-weight: var(--ui-font-weight-medium);
`;

export const ResourcePreviewFrame = styled.iframe`
  width: 100%;
  height: 70vh;
  min-height: 420px;
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface-muted);
`;

export const ResourcePreviewImage = styled.img`
  display: block;
  max-width: 100%;
  max-height: 70vh;
  margin: 0 auto;
  border-radius: var(--ui-radius-md);
`;

export const ResourcePreviewVideo = styled.video`
  display: block;
  width: 100%;
  max-height: 70vh;
  border-radius: var(--ui-radius-md);
  background: #000;
`;

export const ResourcePreviewProse = styled.div`
  line-height: var(--ui-line-height);
  overflow-wrap: anywhere;

  h1, h2, h3 { margin: var(--ui-space-4) 0 var(--ui-space-2); }
  img { max-width: 100%; }
  pre { overflow-x: auto; padding: var(--ui-space-3); background: var(--ui-color-surface-muted); border-radius: var(--ui-radius-md); }
  code { font-family: var(--ui-font-family-code); }
  table { border-collapse: collapse; }
  td, th { border: 1px solid var(--ui-color-border); padding: var(--ui-space-1) var(--ui-space-2); }
`;

export const ResourcePreviewCode = styled.pre`
  margin: 0;
  padding: var(--ui-space-3);
  overflow-x: auto;
  background: var(--ui-color-surface-muted);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  font-family: var(--ui-font-family-code);
  font-size: var(--ui-font-size-sm);
`;

export const ResourcePreviewCell = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);
  & + & { margin-top: var(--ui-space-3); }
`;

export const ResourcePreviewCard = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: var(--ui-space-2);
  padding: var(--ui-space-5);
  border: 1px dashed var(--ui-color-border-strong);
  border-radius: var(--ui-radius-lg);
  background: var(--ui-color-surface-muted);

  strong { font-size: var(--ui-font-size-h4); }
  p { margin: 0; color: var(--ui-color-text-secondary); }
`;
