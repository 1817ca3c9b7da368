import { Outlet } from 'react-router-dom';
import { TitleSync } from './TitleSync';

/** Above every route: keeps the document title in step with the route and the locale. */
export function RootLayout() {
  return (
    <>
      <TitleSync />
      <Outlet />
    </>
  );
}
