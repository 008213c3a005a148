import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentTypeId } from '@hogarte/shared/lookups';
import type { DesignerProfile } from '@hogarte/shared/contracts/people';
import { apiRequest } from '../../../lib/http';
import { DESIGNER_PROFILE_KEY } from './get-designer-profile';

const PORTFOLIO_TYPE = documentTypeId('portfolio');

/**
 * `POST /v1/users/files/2`, multipart field `file`; the API refuses a fifth image (409). Read as a
 * portfolio image, the upload's answer always has its address: portfolios are public.
 */
function addPortfolioImage(file: File) {
  const body = new FormData();
  body.append('file', file);
  return apiRequest(`/v1/users/files/${PORTFOLIO_TYPE}`, {
    method: 'POST',
    body,
    response: () => import('@hogarte/shared/contracts/people').then((m) => m.portfolioImageSchema),
  });
}

export function useAddPortfolioImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPortfolioImage,
    onSuccess: (image) => {
      queryClient.setQueryData<DesignerProfile>(DESIGNER_PROFILE_KEY, (profile) =>
        profile ? { ...profile, portfolio: [...profile.portfolio, image] } : profile,
      );
    },
  });
}
