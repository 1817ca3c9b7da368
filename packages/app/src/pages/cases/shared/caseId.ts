import { useParams } from 'react-router-dom';

/** The `:id` of a case route as a positive integer, or null when the address is not a case id. */
export function useCaseIdParam(): number | null {
  const { id } = useParams();
  const value = Number(id);
  return Number.isInteger(value) && value > 0 ? value : null;
}
