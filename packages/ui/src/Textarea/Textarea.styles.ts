import styled from 'styled-components';
import { controlBox } from '../internal/controlStyles';

export const TextareaRoot = styled.textarea`
  ${controlBox}
  min-height: 88px;
  resize: vertical;

  &[data-resize='none'] { resize: none; }
`;
