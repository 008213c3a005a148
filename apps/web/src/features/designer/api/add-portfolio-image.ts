import { useMutation, useQueryClient } from '@tanstack/react-query';
import { documentTypeId } from '@hogarte/shared/lookups';
import { apiRequest } from '../../../lib/http';
import {
  DESIGNER_PROFILE_KEY,
  type DesignerProfile,
  type PortfolioImage,
} from './get-designer-profile';

const PORTFOLIO_TYPE = documentTypeId('portfolio');

/** `POST /v1/users/files/2`, multipart field `file`; the API refuses a fifth image (409). */
function addPortfolioImage(file: File): Promise<PortfolioImage> {
  const body = new FormData();
  body.append('file', file);
  return apiRequest<PortfolioImage>(`/v1/users/files/${PORTFOLIO_TYPE}`, { method: 'POST', body });
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
