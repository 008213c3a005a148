import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { remodelingKeys } from '../../../lib/remodeling-keys';

/**
 * `GET /v1/presential-consultancy/deposit/{hashid}` (part 2 §7): whether the paid designs may
 * still be taken off a quote payment (`deposit.available`), with the amount and the threshold.
 */
export function usePresentialDeposit(hashid: string) {
  return useQuery({
    queryKey: remodelingKeys.presentialDeposit(hashid),
    queryFn: async () => {
      const answer = await apiRequest(
        `/v1/presential-consultancy/deposit/${encodeURIComponent(hashid)}`,
        {
          response: () =>
            import('@hogarte/shared/contracts/presential').then(
              (m) => m.presentialDepositFlagSchema,
            ),
        },
      );
      return answer.deposit;
    },
  });
}
