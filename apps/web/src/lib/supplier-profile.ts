import { useQuery } from '@tanstack/react-query';
import { supplierProfileSchema } from '@hogarte/shared/contracts/suppliers';
import { apiRequest } from './http';

export const SUPPLIER_PROFILE_KEY = ['suppliers', 'profile'] as const;

/** `GET /v1/suppliers/profile`: the company as registered; only support changes it. */
function getSupplierProfile() {
  return apiRequest('/v1/suppliers/profile', { response: supplierProfileSchema });
}

export function useSupplierProfile() {
  return useQuery({ queryKey: SUPPLIER_PROFILE_KEY, queryFn: getSupplierProfile });
}
