import styled from 'styled-components';
import { FilterBar } from '../../../components/FilterBar';

/** The filter bar above a table, with selects and the search box at their natural widths (not the row's). */
export const CourseFilterBar = styled(FilterBar)`
  & > select { flex: 0 0 180px; width: 180px; }
  & > input[type='search'] { flex: 0 1 260px; width: 260px; }
`;
