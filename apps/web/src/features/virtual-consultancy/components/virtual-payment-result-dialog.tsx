import type { PaymentStatus } from '@hogarte/shared/contracts/checkout';
import { MESSAGES } from '@hogarte/shared/messages';
import { PaymentResultDialog } from '../../../components/payment-result-dialog';

interface VirtualPaymentResultDialogProps {
  status: Exclude<PaymentStatus, 'PENDING'>;
  onClose: () => void;
}

/**
 * How the payment the client returns from Wompi went (part 2 §2.3, §8): approved, the designer
 * writes within 24 hours; declined, voided or failed, the spec's declined text.
 */
export function VirtualPaymentResultDialog({ status, onClose }: VirtualPaymentResultDialogProps) {
  const approved = status === 'APPROVED';
  return (
    <PaymentResultDialog
      tone={approved ? 'success' : 'error'}
      title={approved ? '¡Pago exitoso!' : 'Pago rechazado'}
      message={approved ? MESSAGES.virtualPaymentApproved : MESSAGES.paymentDeclined}
      actionLabel="Ver mis asesorías"
      onClose={onClose}
    />
  );
}
