import styled, { keyframes } from 'styled-components';

const arrive = keyframes`from { transform: translateX(-8px); opacity: 0; } to { transform: none; opacity: 1; }`;

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-3);
  min-width: 0;
  padding: var(--ui-space-5);
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-lg);
  background: var(--ui-color-surface);
  box-shadow: var(--ui-shadow-card);
  container-type: inline-size;

  @container (max-width: 480px) {
    padding: var(--ui-space-4);
  }
`;

export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: var(--ui-space-2);
`;

export const Title = styled.h2`
  margin: 0;
  font-size: var(--ui-font-size-h4);
  font-weight: var(--ui-font-weight-bold);
  color: var(--ui-color-text);
`;

export const Position = styled.span`
  font-size: var(--ui-font-size-sm);
  color: var(--ui-color-text-secondary);
  font-variant-numeric: tabular-nums;
`;

export const Progress = styled.div`
  height: 4px;
  border-radius: var(--ui-radius-full);
  background: var(--ui-color-border);
  overflow: hidden;

  & > span {
    display: block;
    height: 100%;
    background: var(--ui-color-primary);
    transition: width var(--ui-motion-duration) var(--ui-motion-easing);
  }

  @media (prefers-reduced-motion: reduce) {
    & > span { transition: none; }
  }
`;

export const Current = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: var(--ui-space-2);
  margin: 0;
  padding: var(--ui-space-2) var(--ui-space-3);
  border-left: 3px solid var(--ui-color-border-strong);
  border-radius: var(--ui-radius-sm);
  background: var(--ui-color-surface-muted);
  color: var(--ui-color-text);

  &[data-ok='true'] { border-left-color: var(--ui-color-success); }
  &[data-ok='false'] { border-left-color: var(--ui-color-danger); background: var(--ui-color-danger-subtle); }
  & [data-time] {
    font-family: var(--ui-font-family-code);
    font-size: var(--ui-font-size-sm);
    color: var(--ui-color-text-secondary);
  }
`;

export const Lanes = styled.div`
  display: grid;
  overflow-x: auto;
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
`;

export const Lane = styled.div`
  display: contents;

  & > * { border-top: 1px solid var(--ui-color-border); }
  &[data-head] > * { border-top: 0; background: var(--ui-color-surface-muted); }
  &[data-faulty] > * { background: var(--ui-color-danger-subtle); }
`;

export const PhaseHead = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  padding: var(--ui-space-2) var(--ui-space-3);
  font-size: var(--ui-font-size-sm);
  font-weight: var(--ui-font-weight-medium);
  color: var(--ui-color-text-secondary);

  &:first-child {
    position: sticky;
    left: 0;
    z-index: 1;
    border-right: 1px solid var(--ui-color-border);
  }
  &[data-active] { color: var(--ui-color-primary); box-shadow: inset 0 -2px 0 var(--ui-color-primary); }
`;

export const PhaseVotes = styled.span`
  font-weight: var(--ui-font-weight-regular);
  font-variant-numeric: tabular-nums;

  &[data-reached] { color: var(--ui-color-success); font-weight: var(--ui-font-weight-medium); }
`;

export const LaneName = styled.div`
  /* The node names stay at the left while the phases scroll (a phone). */
  position: sticky;
  left: 0;
  z-index: 1;
  background: var(--ui-color-surface);
  border-right: 1px solid var(--ui-color-border);
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  padding: var(--ui-space-2) var(--ui-space-3);
  font-weight: var(--ui-font-weight-medium);
  color: var(--ui-color-text);
  white-space: nowrap;
`;

export const LaneRole = styled.span`
  font-size: var(--ui-font-size-sm);
  font-weight: var(--ui-font-weight-regular);
  color: var(--ui-color-text-secondary);
`;

export const FaultyTag = styled.span`
  padding: 0 var(--ui-space-2);
  border-radius: var(--ui-radius-full);
  font-size: var(--ui-font-size-sm);
  line-height: 20px;
  background: var(--ui-color-danger);
  color: var(--ui-color-on-primary);
`;

export const Cell = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-content: flex-start;
  gap: var(--ui-space-1);
  min-height: 40px;
  padding: var(--ui-space-2);
  border-left: 1px dashed var(--ui-color-border);
`;

export const Chip = styled.span`
  display: inline-flex;
  align-items: baseline;
  gap: var(--ui-space-1);
  padding: 0 var(--ui-space-2);
  border: 1px solid var(--ui-color-success);
  border-radius: var(--ui-radius-sm);
  background: var(--ui-color-success-subtle);
  font-size: var(--ui-font-size-sm);
  line-height: 22px;
  color: var(--ui-color-text);
  animation: ${arrive} var(--ui-motion-duration) var(--ui-motion-easing);

  &[data-ok='false'] {
    border-color: var(--ui-color-danger);
    border-style: dashed;
    background: var(--ui-color-surface);
    color: var(--ui-color-danger-active);
  }
  &[data-current] {
    outline: 2px solid var(--ui-color-primary);
    outline-offset: 1px;
  }
  & small {
    font-family: var(--ui-font-family-code);
    font-size: var(--ui-font-size-sm);
    color: var(--ui-color-text-secondary);
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

export const ChipMark = styled.span`
  font-weight: var(--ui-font-weight-bold);
  color: var(--ui-color-success);

  [data-ok='false'] > & { color: var(--ui-color-danger); }
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--ui-space-2);
`;

export const SpeedGroup = styled.div`
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-1);
  margin-left: auto;
  font-size: var(--ui-font-size-sm);
  color: var(--ui-color-text-secondary);

  @container (max-width: 480px) {
    margin-left: 0;
  }
`;

export const Empty = styled.p`
  margin: 0;
  padding: var(--ui-space-5);
  text-align: center;
  color: var(--ui-color-text-secondary);
`;
