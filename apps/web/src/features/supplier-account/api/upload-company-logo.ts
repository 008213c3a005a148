import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentTypeId } from '@hogarte/shared/lookups';
import { apiRequest } from '../../../lib/http';
import { refreshSessionUser } from '../../../lib/refresh-session-user';
import { SUPPLIER_PROFILE_KEY, type SupplierProfile } from '../../../lib/supplier-profile';

const COMPANY_LOGO_TYPE = documentTypeId('companyLogo');

interface UploadedFile {
  id: number;
  url: string;
  filename: string;
}

/** `POST /v1/users/files/17`, multipart field `file`: the newest logo is the company's logo. */
function uploadCompanyLogo(file: File): Promise<UploadedFile> {
  const body = new FormData();
  body.append('file', file);
  return apiRequest<UploadedFile>(`/v1/users/files/${COMPANY_LOGO_TYPE}`, {
    method: 'POST',
    body,
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
