import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;
const shimmer = keyframes`0% { background-position: 100% 0; } 100% { background-position: 0 0; }`;

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-3);
  min-width: 0;
`;

export const Summary = styled.p`
  margin: 0;
  font-size: var(--ui-font-size-sm);
  color: var(--ui-color-text-secondary);
`;

export const Chain = styled.ol`
  display: flex;
  align-items: flex-start;
  list-style: none;
  margin: 0;
  /* Room for the focus ring and the repaired outline inside the scroller. */
  padding: var(--ui-space-1) var(--ui-space-1) var(--ui-space-3);
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x proximity;
  /*
   * The containing block of the cards' absolutely placed parts (the visually hidden full hashes, the links' labels):
   * without it they are placed against the page, not this scroller, and the blocks scrolled out of sight to the right
   * made the whole page 1,100–1,500 px wide on a phone (issue 36).
   */
  position: relative;
`;

export const Item = styled.li`
  display: flex;
  align-items: flex-start;
  flex: none;
  scroll-snap-align: start;
`;

export const Link = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: flex-end;
  width: 72px;
  height: 56px;
  flex: none;
  color: var(--ui-color-text-placeholder);

  &[data-status='valid'] { color: var(--ui-color-success); }
  &[data-status='broken'] { color: var(--ui-color-danger); }
`;

export const LinkLine = styled.span`
  position: absolute;
  left: 0;
  right: 0;
  top: 42px;
  border-top: 2px solid currentColor;

  /* An arrowhead at the right end. */
  &::after {
    content: '';
    position: absolute;
    right: -1px;
    top: -6px;
    border: 5px solid transparent;
    border-left: 7px solid currentColor;
    border-right: 0;
  }

  [data-status='broken'] > & { border-top-style: dashed; }
`;

export const LinkLabel = styled.span`
  position: absolute;
  top: 14px;
  left: 0;
  right: 0;
  text-align: center;
  font-size: var(--ui-font-size-sm);
  line-height: 20px;
  font-weight: var(--ui-font-weight-medium);
  white-space: nowrap;

  [data-status='broken'] > & {
    margin: 0 2px;
    border-radius: var(--ui-radius-sm);
    background: var(--ui-color-danger-subtle);
    color: var(--ui-color-danger-active);
  }
`;

export const Card = styled.article`
  box-sizing: border-box;
  width: 240px;
  flex: none;
  border: 1px solid var(--ui-color-border);
  border-top: 4px solid var(--ui-color-success);
  border-radius: var(--ui-radius-lg);
  background: var(--ui-color-surface);
  box-shadow: var(--ui-shadow-card);
  cursor: default;
  transition: box-shadow var(--ui-motion-duration) var(--ui-motion-easing), border-color var(--ui-motion-duration) var(--ui-motion-easing);

  &[data-status='broken'] {
    border-color: var(--ui-color-danger);
    border-top-color: var(--ui-color-danger);
    border-style: dashed;
    border-top-style: solid;
    background: var(--ui-color-danger-subtle);
  }
  &[data-status='mining'] {
    border-color: var(--ui-color-primary);
    border-style: dashed;
    border-top-style: solid;
    border-top-color: var(--ui-color-primary);
  }
  &[data-status='repaired'] {
    border-color: var(--ui-color-success);
    background: var(--ui-color-success-subtle);
    box-shadow: 0 0 0 3px var(--ui-color-success-subtle), 0 0 0 4px var(--ui-color-success);
  }
  &[data-selected] {
    box-shadow: 0 0 0 2px var(--ui-color-primary);
  }
  &[data-status='repaired'][data-selected] {
    box-shadow: 0 0 0 2px var(--ui-color-primary), 0 0 0 5px var(--ui-color-success-subtle);
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export const CardHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: var(--ui-space-2);
  padding: var(--ui-space-2) var(--ui-space-3);
  border-bottom: 1px solid var(--ui-color-border);
`;

export const CardTitle = styled.button`
  margin: 0;
  padding: 0 var(--ui-space-1);
  border: 0;
  border-radius: var(--ui-radius-sm);
  background: none;
  font: inherit;
  font-size: var(--ui-font-size-h4);
  font-weight: var(--ui-font-weight-bold);
  color: var(--ui-color-text);
  cursor: pointer;

  &:hover { color: var(--ui-color-primary); }
  &:focus-visible {
    outline: var(--ui-focus-ring-width) solid var(--ui-focus-ring-color);
    outline-offset: var(--ui-focus-ring-offset);
  }
  &[aria-pressed='true'] { color: var(--ui-color-primary); }
`;

export const StatusTag = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-1);
  padding: 0 var(--ui-space-2);
  border-radius: var(--ui-radius-full);
  font-size: var(--ui-font-size-sm);
  line-height: 22px;
  white-space: nowrap;
  background: var(--ui-color-success-subtle);
  color: var(--ui-color-success);

  &[data-status='broken'] { background: var(--ui-color-danger); color: var(--ui-color-on-primary); }
  &[data-status='mining'] { background: var(--ui-color-primary-subtle); color: var(--ui-color-primary); }
  &[data-status='repaired'] { background: var(--ui-color-success); color: var(--ui-color-on-primary); }
`;

export const Spinner = styled.span`
  display: inline-block;
  box-sizing: border-box;
  width: 12px;
  height: 12px;
  border: 2px solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
    border-right-color: currentColor;
    opacity: 0.6;
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 2px var(--ui-space-2);
  margin: 0;
  padding: var(--ui-space-2) var(--ui-space-3) var(--ui-space-3);
  font-size: var(--ui-font-size-sm);
  line-height: 20px;
`;

export const Fact = styled.div`
  display: contents;

  & dt { margin: 0; color: var(--ui-color-text-secondary); white-space: nowrap; }
  & dd { margin: 0; min-width: 0; color: var(--ui-color-text); overflow-wrap: anywhere; }
  & dd[data-number] { font-variant-numeric: tabular-nums; }
  & [data-muted] { color: var(--ui-color-primary); }
`;

export const Mono = styled.code`
  font-family: var(--ui-font-family-code);
  font-size: var(--ui-font-size-sm);

  & [data-full] {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip: rect(0, 0, 0, 0);
    white-space: nowrap;
  }

  /* While the card has focus, the hashes show in full (and the short form steps aside). */
  ${Card}:focus-within & [data-full] {
    position: static;
    width: auto;
    height: auto;
    margin: 0;
    overflow: visible;
    clip: auto;
    white-space: normal;
    word-break: break-all;
  }
  ${Card}:focus-within & [data-short] { display: none; }
`;

export const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: var(--ui-space-2);
  padding: var(--ui-space-6) var(--ui-space-4);
  border: 1px dashed var(--ui-color-border-strong);
  border-radius: var(--ui-radius-lg);
  background: var(--ui-color-surface);
  text-align: center;

  & svg { fill: none; stroke: var(--ui-color-text-placeholder); stroke-width: 1.5; }
`;

export const EmptyTitle = styled.p`
  margin: 0;
  font-size: var(--ui-font-size-h4);
  font-weight: var(--ui-font-weight-medium);
  color: var(--ui-color-text);
`;

export const EmptyHint = styled.p`
  margin: 0;
  color: var(--ui-color-text-secondary);
`;

export const SkeletonCard = styled.div`
  width: 240px;
  height: 220px;
  flex: none;
  margin-right: 72px;
  border-radius: var(--ui-radius-lg);
  background: linear-gradient(90deg, var(--ui-color-skeleton) 25%, var(--ui-color-skeleton-highlight) 37%, var(--ui-color-skeleton) 63%);
  background-size: 400% 100%;
  animation: ${shimmer} 1.4s ease infinite;

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;
