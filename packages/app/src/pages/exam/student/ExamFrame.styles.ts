import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { questionNavigatorCompactMedia as phone } from '@finedu/ui';

// On phones (the answer sheet's compact breakpoint) the question comes first: the header keeps the title, timer and
// submit on one line, the answer sheet is a toggle bar under it, and the previous/next buttons stick to the bottom.

/** The full-screen exam page: no admin chrome, only the header bar, the answer card and the questions. */
export const ExamFrame = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  background: var(--ui-color-page);
`;

export const ExamBar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-4);
  min-height: 56px;
  padding: var(--ui-space-2) var(--ui-space-5);
  background: var(--ui-color-surface);
  border-bottom: 1px solid var(--ui-color-border);
  box-sizing: border-box;
  @media ${phone} {
    flex-wrap: nowrap;
    gap: var(--ui-space-2);
    height: var(--ui-layout-header-height);
    padding: 0 var(--ui-space-4);
    > *:not(h1) {
      flex-shrink: 0;
    }
  }
`;

export const ExamTitle = styled.h1`
  margin: 0;
  font-size: var(--ui-font-size-h4);
  font-weight: var(--ui-font-weight-bold);
  flex: 1;
  min-width: 12em;
  @media ${phone} {
    flex-shrink: 1;
    min-width: 0;
    font-size: var(--ui-font-size-base);
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
`;

/** Under the header: the save indicator (a quiet line, or a banner when offline or refused). */
export const StatusRow = styled.div`
  padding: var(--ui-space-2) var(--ui-space-5) 0;
  @media ${phone} {
    padding: var(--ui-space-2) var(--ui-space-4) 0;
  }
`;

export const Banner = styled.div`
  padding: var(--ui-space-3) var(--ui-space-5);
  background: var(--ui-color-warning-subtle);
  color: var(--ui-color-warning);
  border-bottom: 1px solid var(--ui-color-border);
  &[data-tone='danger'] {
    background: var(--ui-color-danger-subtle);
    color: var(--ui-color-danger);
  }
  &[data-tone='info'] {
    background: var(--ui-color-info-subtle);
    color: var(--ui-color-info);
  }
`;

export const ExamBody = styled.div`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  gap: var(--ui-space-5);
  padding: var(--ui-space-5);
  align-items: start;
  @media ${phone} {
    grid-template-columns: minmax(0, 1fr);
    gap: var(--ui-space-2);
    padding: var(--ui-space-2) var(--ui-space-4) 0;
  }
`;

export const ExamAside = styled.aside`
  position: sticky;
  top: 72px;
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-3);
  padding: var(--ui-space-4);
  background: var(--ui-color-surface);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-lg);
  @media ${phone} {
    /* A bar under the header; above it so that the open drawer (inside this stacking context) covers the header too. */
    top: var(--ui-layout-header-height);
    z-index: calc(var(--ui-z-header) + 1);
    padding: var(--ui-space-2) 0;
    background: var(--ui-color-page);
    border: 0;
    border-radius: 0;
  }
`;

export const ExamMain = styled.main`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-4);
  min-width: 0;
`;

export const QuestionCard = styled.div`
  padding: var(--ui-space-5);
  background: var(--ui-color-surface);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-lg);
  /*
   * Scrolled to (全部 view, a pick in the answer sheet), its header lands below the bars that stick over it: their
   * height is measured (useStickyHeight); before that, the header's own height.
   */
  scroll-margin-top: calc(var(--exam-sticky-height, var(--ui-layout-header-height)) + var(--ui-space-3));
  @media ${phone} {
    padding: var(--ui-space-4);
  }
`;

/** Previous / next; on phones it sticks to the bottom of the screen so it stays in reach under a long question. */
export const QuestionPager = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: var(--ui-space-3);
  align-items: center;
  @media ${phone} {
    position: sticky;
    bottom: 0;
    z-index: 1;
    flex-wrap: nowrap;
    padding: var(--ui-space-3) 0;
    background: var(--ui-color-page);
    > button {
      flex: 1;
      height: var(--ui-layout-control-height-lg);
    }
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-3);
  align-items: center;
`;

/** A centred card for the states before and after the exam. */
/** The card of the exam's gates (intro, starting, error, submitted): centred, and never touching a phone's edges. */
export const GateCard = styled.section`
  box-sizing: border-box;
  width: min(640px, calc(100% - 2 * var(--ui-space-4)));
  margin: var(--ui-space-6) auto;
  padding: var(--ui-space-5);
  background: var(--ui-color-surface);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-lg);
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-4);
  h2 {
    margin: 0;
    font-size: var(--ui-font-size-h3);
  }
  p {
    margin: 0;
    color: var(--ui-color-text-secondary);
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: var(--ui-space-2) var(--ui-space-4);
    margin: 0;
  }
  dt {
    color: var(--ui-color-text-secondary);
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

/** A navigation link among the actions of a gate card. */
export const ActionLink = styled(Link)`
  color: var(--ui-color-primary);
  text-decoration: none;
  &:hover {
    color: var(--ui-color-primary-hover);
    text-decoration: underline;
  }
  &:focus-visible {
    outline: var(--ui-focus-ring-width) solid var(--ui-focus-ring-color);
    outline-offset: var(--ui-focus-ring-offset);
  }
`;
