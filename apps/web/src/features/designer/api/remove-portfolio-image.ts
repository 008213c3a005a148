import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { DESIGNER_PROFILE_KEY, type DesignerProfile } from './get-designer-profile';

/** `DELETE /v1/users/files/:id`; the API refuses to remove the last portfolio image (409). */
function removePortfolioImage(id: number): Promise<unknown> {
  return apiRequest<unknown>(`/v1/users/files/${id}`, { method: 'DELETE' });
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
