import styled from 'styled-components';

export const CourseCardRoot = styled.article`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  background: var(--ui-color-surface);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-lg);
  box-shadow: var(--ui-shadow-card);
  transition: border-color var(--ui-motion-duration) var(--ui-motion-easing), box-shadow var(--ui-motion-duration) var(--ui-motion-easing);

  &:hover, &:focus-within { border-color: var(--ui-color-primary); box-shadow: var(--ui-shadow-popover); }
`;

export const CourseCardCover = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  background: var(--ui-color-primary-subtle);
  color: var(--ui-color-primary);
  display: flex;
  align-items: center;
  justify-content: center;
  font-size: var(--ui-font-size-sm);

  img { width: 100%; height: 100%; object-fit: cover; display: block; }
`;

export const CourseCardStatus = styled.span`
  position: absolute;
  top: var(--ui-space-2);
  right: var(--ui-space-2);
  padding: 0 var(--ui-space-2);
  border-radius: var(--ui-radius-sm);
  font-size: var(--ui-font-size-sm);
  line-height: 20px;
  background: var(--ui-color-success-subtle);
  color: var(--ui-color-success);

  &[data-status='draft'] { background: var(--ui-color-warning-subtle); color: var(--ui-color-warning); }
`;

export const CourseCardBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-2);
  padding: var(--ui-space-4);
`;

export const CourseCardTitle = styled.h3`
  margin: 0;
  font-size: var(--ui-font-size-h4);
  font-weight: var(--ui-font-weight-bold);
  line-height: 1.5;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  a { color: var(--ui-color-text); text-decoration: none; }
  a:hover { color: var(--ui-color-primary); }
  /* The whole card is the link's target area. */
  a::after { content: ''; position: absolute; inset: 0; }
  a:focus-visible { outline: none; }
  a:focus-visible::after { outline: var(--ui-focus-ring-width) solid var(--ui-focus-ring-color); outline-offset: calc(-1 * var(--ui-focus-ring-width)); border-radius: var(--ui-radius-lg); }
`;

export const CourseCardMeta = styled.p`
  margin: 0;
  font-size: var(--ui-font-size-sm);
  color: var(--ui-color-text-secondary);
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const CourseCardFrame = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  flex: 1;
`;
