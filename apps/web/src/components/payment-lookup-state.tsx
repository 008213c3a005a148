import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { PaymentStatus } from '@hogarte/shared/contracts/checkout';
import { paymentPending } from '@hogarte/shared/message-texts/cart';
import { LoadError } from './load-error';

interface PaymentLookupStateProps {
  /** The return page is still asking the API what Wompi decided. */
  checking: boolean;
  status: PaymentStatus | null | undefined;
  error: unknown;
  /** `page`: centred under a return page's title; `inline`: above a list. */
  layout: 'page' | 'inline';
}

/**
 * Where a payment lookup stands on a return from the payment provider: still asking, pending
 * at the provider (asked again until it decides), or the API's error. The decided statuses are
 * each page's own result dialog.
 */
export function PaymentLookupState({ checking, status, error, layout }: PaymentLookupStateProps) {
  const page = layout === 'page';
  const row = { display: 'flex', gap: 1.5, alignItems: 'center' } as const;
  return (
    <>
      {checking ? (
        <Box sx={page ? { mt: 4 } : { mb: 2, ...row }}>
          <CircularProgress size={page ? undefined : 20} aria-label="Consultando tu pago" />
        </Box>
      ) : null}
      {status === 'PENDING' ? (
        <Box
          role="status"
          sx={page ? { mt: 3, ...row, justifyContent: 'center' } : { mb: 2, ...row }}
        >
          <CircularProgress size={20} aria-hidden />
          <Typography color="text.secondary">{paymentPending}</Typography>
        </Box>
      ) : null}
      {error ? (
        <LoadError error={error} sx={page ? { mt: 3, textAlign: 'left' } : { mb: 2 }} />
      ) : null}
    </>
  );
}
