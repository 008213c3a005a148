import { Outlet } from 'react-router';

/** Scaffold: replaced by the white-label storefront's shell. */
export function StoreLayout() {
  return <Outlet />;
}
