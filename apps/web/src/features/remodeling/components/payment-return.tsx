/**
 * What every return from paying a purchase (a remodelling's quotes, a presential consultancy's
 * designs or quotes) shows: the lookup's state under the title, the way to the purchase, and the
 * spec's modal (part 2 §8) for an approved or declined payment. A return with nothing to tell
 * goes straight to the purchase.
 */
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { PaymentStatus } from '@hogarte/shared/contracts/checkout';
import { MESSAGES } from '@hogarte/shared/messages';
import { useDocumentTitle } from '../../../components/page-title';
import { PaymentLookupState } from '../../../components/payment-lookup-state';
import { PaymentResultDialog } from '../../../components/payment-result-dialog';
import { remodelingKeys } from '../../../lib/remodeling-keys';

interface PaymentReturnProps {
  title: string;
  /** Still asking the API what the provider decided. */
  checking: boolean;
  status: PaymentStatus | null;
  error: unknown;
  /** Decided but neither approved nor declined, or nothing to look up: straight to the purchase. */
  silent: boolean;
  /** The purchase paid for (its code is in the return's address). */
  purchase: {
    path: string;
    /** 'Ir a la hoja de proceso', under the title. */
    linkLabel: string;
    /** 'Hoja de proceso #…', in the modal. */
    detail: string;
    /** The modal's buttons, approved and declined. */
    approvedAction: string;
    declinedAction: string;
  };
  /** The approved modal's text (and what it adds, such as the deposit used). */
  approvedMessage: string;
  approvedDetail?: string | null;
}

export function PaymentReturn({
  title,
  checking,
  status,
  error,
  silent,
  purchase,
  approvedMessage,
  approvedDetail,
}: PaymentReturnProps) {
  useDocumentTitle(title);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { path } = purchase;

  useEffect(() => {
    if (silent) void navigate(path, { replace: true });
  }, [silent, navigate, path]);

  const toPurchase = () => {
    // The purchase shows what was paid and the steps moved.
    void queryClient.invalidateQueries({ queryKey: remodelingKeys.all });
    void navigate(path, { replace: true });
  };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 8 }, textAlign: 'center' }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <PaymentLookupState layout="page" checking={checking} status={status} error={error} />
      <Box sx={{ mt: 4 }}>
        <Button component={RouterLink} to={path} variant="outlined">
          {purchase.linkLabel}
        </Button>
      </Box>
      {status === 'APPROVED' ? (
        <PaymentResultDialog
          tone="success"
          title="¡Pago exitoso!"
          message={approvedMessage}
          detail={approvedDetail ? `${purchase.detail} · ${approvedDetail}` : purchase.detail}
          actionLabel={purchase.approvedAction}
          onClose={toPurchase}
        />
      ) : null}
      {status === 'DECLINED' ? (
        <PaymentResultDialog
          tone="error"
          title="Pago rechazado"
          message={MESSAGES.paymentDeclined}
          detail={purchase.detail}
          actionLabel={purchase.declinedAction}
          onClose={toPurchase}
        />
      ) : null}
    </Container>
  );
}
