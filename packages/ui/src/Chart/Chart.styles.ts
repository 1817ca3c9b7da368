import styled from 'styled-components';

export const ChartCanvas = styled.div`
  width: 100%;
  height: var(--ui-chart-height, 360px);
`;
