import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';

/** The Envia key is a secret: the API only says whether it is set and shows its last digits. */
export interface EnviaKeyState {
  enviaKey: string | null;
  isSet: boolean;
}

export const ENVIA_KEY_KEY = ['suppliers', 'envia-key'] as const;

function getEnviaKey(): Promise<EnviaKeyState> {
  return apiRequest<EnviaKeyState>('/v2/suppliers/envia-key');
}

export function useEnviaKey() {
  return useQuery({ queryKey: ENVIA_KEY_KEY, queryFn: getEnviaKey });
}
