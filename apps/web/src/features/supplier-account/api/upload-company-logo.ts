import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SupplierProfile } from '@hogarte/shared/contracts/suppliers';
import { documentTypeId } from '@hogarte/shared/lookups';
import { apiRequest } from '../../../lib/http';
import { refreshSessionUser } from '../../../lib/refresh-session-user';
import { SUPPLIER_PROFILE_KEY } from '../../../lib/supplier-profile';

const COMPANY_LOGO_TYPE = documentTypeId('companyLogo');

/** `POST /v1/users/files/17`, multipart field `file`: the newest logo is the company's logo. */
function uploadCompanyLogo(file: File) {
  const body = new FormData();
  body.append('file', file);
  return apiRequest(`/v1/users/files/${COMPANY_LOGO_TYPE}`, {
    method: 'POST',
    body,
    response: () => import('@hogarte/shared/contracts/files').then((m) => m.uploadedFileSchema),
  });
}

export function useUploadCompanyLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCompanyLogo,
    onSuccess: async (uploaded) => {
      queryClient.setQueryData<SupplierProfile>(SUPPLIER_PROFILE_KEY, (profile) =>
        profile ? { ...profile, logo: uploaded.url } : profile,
      );
      // The top bar shows the stored user's company_logo: read it again from the server.
      await refreshSessionUser().catch(() => undefined);
    },
  });
}
