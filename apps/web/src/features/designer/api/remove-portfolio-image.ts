import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DesignerProfile } from '@hogarte/shared/contracts/people';
import { apiRequest } from '../../../lib/http';
import { DESIGNER_PROFILE_KEY } from './get-designer-profile';

/** `DELETE /v1/users/files/:id`; the API refuses to remove the last portfolio image (409). */
function removePortfolioImage(id: number) {
  return apiRequest(`/v1/users/files/${id}`, {
    method: 'DELETE',
    response: () => import('@hogarte/shared/contracts/common').then((m) => m.successSchema),
  });
}

export function useRemovePortfolioImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePortfolioImage,
    onSuccess: (_answer, id) => {
      queryClient.setQueryData<DesignerProfile>(DESIGNER_PROFILE_KEY, (profile) =>
        profile
          ? { ...profile, portfolio: profile.portfolio.filter((image) => image.id !== id) }
          : profile,
      );
    },
  });
}
