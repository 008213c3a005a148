import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

function getAdminDashboard() {
  return apiRequest('/v1/admin/dashboard', {
    response: () =>
      import('@hogarte/shared/contracts/admin-dashboard').then((m) => m.adminDashboardSchema),
  });
}

/** `GET /v1/admin/dashboard`: the admin's whole morning overview in one call. */
export function useAdminDashboard() {
  return useQuery({ queryKey: ['admin', 'dashboard'], queryFn: getAdminDashboard });
}
