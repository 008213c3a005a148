import { useQuery } from '@tanstack/react-query';
import { apiRequest } from './http';

export const SUPPLIER_PROFILE_KEY = ['suppliers', 'profile'] as const;

/** `GET /v1/suppliers/profile`: the company as registered; only support changes it. */
function getSupplierProfile() {
  return apiRequest('/v1/suppliers/profile', {
    response: () =>
      import('@hogarte/shared/contracts/suppliers').then((m) => m.supplierProfileSchema),
  });
}

export function useSupplierProfile() {
  return useQuery({ queryKey: SUPPLIER_PROFILE_KEY, queryFn: getSupplierProfile });
}
