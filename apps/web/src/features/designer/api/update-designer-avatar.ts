import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DesignerProfile } from '@hogarte/shared/contracts/people';
import { apiRequest } from '../../../lib/http';
import { readSession, saveUser } from '../../../lib/session';
import { DESIGNER_PROFILE_KEY } from './get-designer-profile';

/** `PATCH /v1/designers/avatar`, multipart field `avatar`. */
function updateDesignerAvatar(file: File) {
  const body = new FormData();
  body.append('avatar', file);
  return apiRequest('/v1/designers/avatar', {
    method: 'PATCH',
    body,
    response: () => import('@hogarte/shared/contracts/people').then((m) => m.avatarChangedSchema),
  });
}

export function useUpdateDesignerAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDesignerAvatar,
    onSuccess: ({ url }) => {
      queryClient.setQueryData<DesignerProfile>(DESIGNER_PROFILE_KEY, (profile) =>
        profile ? { ...profile, avatar: url } : profile,
      );
      // The top bar's profile menu shows the stored user's avatar.
      const user = readSession()?.user;
      if (user) saveUser({ ...user, avatar: url });
    },
  });
}
