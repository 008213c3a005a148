import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate } from '@hogarte/shared/schemas/people';
import { apiRequest } from '../../../lib/http';
import { DESIGNER_PROFILE_KEY } from './get-designer-profile';

/**
 * `PATCH /v1/users`: the data form and the public-profile switch. The API answers with the
 * designer profile, which replaces the cached one.
 */
function updateDesignerProfile(input: ProfileUpdate) {
  return apiRequest('/v1/users', {
    method: 'PATCH',
    body: input,
    response: () => import('@hogarte/shared/contracts/people').then((m) => m.profileUpdatedSchema),
  });
}

export function useUpdateDesignerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDesignerProfile,
    onSuccess: (answer) => {
      // The contract allows a bare `{success:true}`: then the profile is read again instead.
      if ('uuid' in answer) {
        queryClient.setQueryData(DESIGNER_PROFILE_KEY, answer);
      } else {
        void queryClient.invalidateQueries({ queryKey: DESIGNER_PROFILE_KEY });
      }
    },
  });
}
