/**
 * Brand and contact data the server is configured with (`GET /v1/settings`). Every feature reads
 * it, so it lives with the app-wide infrastructure rather than in one feature.
 */
import { useQuery } from '@tanstack/react-query';
import { env } from './env';
import { apiRequest } from './http';

function getSettings() {
  return apiRequest('/v1/settings', {
    response: () => import('@hogarte/shared/contracts/lookups').then((m) => m.appSettingsSchema),
  });
}

export function useSettings() {
  // Settings change only with a deploy: fetched once per page load.
  return useQuery({ queryKey: ['settings'], queryFn: getSettings, staleTime: Infinity });
}

export function useBrandName(): string {
  return useSettings().data?.productName ?? env.brandName;
}

/** The click-to-chat link of WhatsApp; digits only, as wa.me requires. */
export function whatsappLink(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`;
}
