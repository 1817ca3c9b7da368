import { Navigate } from 'react-router-dom';
import { routePath } from '@finedu/domain';

/** BlockCase (/admin/block_case, the menu entry): the library opens on its case list. */
export default function BlockCaseIndexPage() {
  return <Navigate to={routePath('BlockCaseCase')} replace />;
}
