import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { keepSheet } from './get-remodeling';

export interface InstallerRequest {
  full_name: string;
  cedula: string;
}

/**
 * `POST /v1/remodelings/{hashid}/installers` {full_name, cedula}: the lsh operator (or an admin)
 * names an installer of the sheet. Field refusals go on the dialog's fields.
 */
export function useAddInstaller(hashid: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (installer: InstallerRequest) =>
      apiRequest(`/v1/remodelings/${encodeURIComponent(hashid)}/installers`, {
        method: 'POST',
        body: installer,
        response: () =>
          import('@hogarte/shared/contracts/remodelings').then((m) => m.remodelingChangedSchema),
      }),
    onSuccess: (answer) => {
      showToast(answer.message, 'success');
      return keepSheet(queryClient, answer.info);
    },
  });
}
