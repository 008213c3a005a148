import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReviewInput } from '@hogarte/shared/schemas/commerce';
import { apiRequest } from '../../../lib/http';
import { PURCHASES_KEY } from './get-purchases';
import { SUBORDER_DETAIL_KEY } from './get-suborder-detail';

interface CreateReviewVariables {
  suborderId: number;
  review: ReviewInput;
}

function createReview({ suborderId, review }: CreateReviewVariables) {
  return apiRequest(`/v2/orders/suborders/${suborderId}/review`, {
    method: 'POST',
    body: review,
    response: () => import('@hogarte/shared/contracts/orders').then((m) => m.savedReviewSchema),
  });
}

/** `POST /v2/orders/suborders/{id}/review`: once per line, after it has shipped. */
export function useCreateReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    // The list loses the line's 'Calificar' button; the detail shows the review.
    // Not awaited: the buyer returns to the list at once, which loads fresh.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: PURCHASES_KEY });
      void queryClient.invalidateQueries({ queryKey: SUBORDER_DETAIL_KEY });
    },
  });
}
