import styled from 'styled-components';

/** Region colours, cycled; the region's number is always written beside its colour. */
export const REGION_COLORS = ['var(--ui-color-warning-subtle)', 'var(--ui-color-info-subtle)', 'var(--ui-color-success-subtle)', 'var(--ui-color-danger-subtle)', 'var(--ui-color-primary-subtle)'];
export const REGION_EDGES = ['var(--ui-color-warning)', 'var(--ui-color-info)', 'var(--ui-color-success)', 'var(--ui-color-danger)', 'var(--ui-color-primary)'];

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: var(--ui-space-3);
  min-width: 0;
  container-type: inline-size;
`;

export const RegionList = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: var(--ui-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const RegionButton = styled.button<{ $color: string; $edge: string }>`
  border: 1px solid ${(p) => p.$edge};
  border-left-width: 4px;
  border-radius: var(--ui-radius-sm);
  background: ${(p) => p.$color};
  color: var(--ui-color-text);
  font: inherit;
  font-size: var(--ui-font-size-sm);
  padding: 2px var(--ui-space-2);
  cursor: pointer;
  min-height: 32px;
`;

export const Panes = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: var(--ui-space-3);

  @container (max-width: 720px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const Pane = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: 1px solid var(--ui-color-border);
  border-radius: var(--ui-radius-md);
  background: var(--ui-color-surface);
`;

export const PaneTitle = styled.h3`
  margin: 0;
  padding: var(--ui-space-2) var(--ui-space-3);
  font-size: var(--ui-font-size-base);
  border-bottom: 1px solid var(--ui-color-border);
  overflow-wrap: anywhere;
`;

export const Code = styled.div`
  max-height: 60vh;
  overflow: auto;
  font-family: var(--ui-font-family-code);
  font-size: var(--ui-font-size-sm);
  line-height: 1.6;
  padding: var(--ui-space-1) 0;
`;

export const Line = styled.div<{ $color?: string | undefined; $edge?: string | undefined }>`
  display: grid;
  grid-template-columns: 3.5em minmax(0, 1fr);
  background: ${(p) => p.$color ?? 'transparent'};
  border-left: 4px solid ${(p) => p.$edge ?? 'transparent'};
  scroll-margin-top: var(--ui-space-6);
`;

export const LineNumber = styled.span`
  padding-right: var(--ui-space-2);
  text-align: right;
  color: var(--ui-color-text-secondary);
  user-select: none;
`;

export const LineText = styled.span`
  white-space: pre-wrap;
  overflow-wrap: anywhere;
  padding-right: var(--ui-space-2);

  mark {
    background: transparent;
    color: inherit;
  }
`;

export const Marker = styled.span`
  display: inline-block;
  margin-left: var(--ui-space-2);
  padding: 0 var(--ui-space-1);
  border-radius: var(--ui-radius-sm);
  background: var(--ui-color-surface);
  color: var(--ui-color-text-secondary);
  font-family: var(--ui-font-family);
  font-size: 12px;
`;

export const Muted = styled.p`
  margin: 0;
  color: var(--ui-color-text-secondary);
  font-size: var(--ui-font-size-sm);
`;

export const Bar = styled.span`
  display: inline-flex;
  align-items: center;
  gap: var(--ui-space-2);
  min-width: 0;
  width: 100%;
`;

export const Track = styled.span`
  position: relative;
  flex: 1 1 80px;
  min-width: 48px;
  height: 8px;
  border-radius: 4px;
  background: var(--ui-color-surface-muted);
  overflow: hidden;
`;

export const Fill = styled.span<{ $percent: number; $level: 'high' | 'mid' | 'low' }>`
  position: absolute;
  inset: 0 auto 0 0;
  width: ${(p) => p.$percent}%;
  background: ${(p) => (p.$level === 'high' ? 'var(--ui-color-danger)' : p.$level === 'mid' ? 'var(--ui-color-warning)' : 'var(--ui-color-primary)')};
`;

export const Percent = styled.span`
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  min-width: 3.5em;
  text-align: right;
`;
