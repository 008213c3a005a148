import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import type { PaymentStatus } from '@hogarte/shared/contracts/checkout';
import { MESSAGES } from '@hogarte/shared/messages';

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
  const Icon = approved ? CheckCircleOutlineIcon : ErrorOutlineIcon;
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="virtual-payment-title"
      aria-describedby="virtual-payment-text"
      maxWidth="xs"
      fullWidth
    >
      <Box sx={{ textAlign: 'center', pt: 3 }}>
        <Icon aria-hidden sx={{ fontSize: 56, color: approved ? 'success.main' : 'error.main' }} />
      </Box>
      <DialogTitle id="virtual-payment-title" sx={{ textAlign: 'center', pb: 1 }}>
        {approved ? '¡Pago exitoso!' : 'Pago rechazado'}
      </DialogTitle>
      <DialogContent sx={{ textAlign: 'center' }}>
        <DialogContentText id="virtual-payment-text">
          {approved ? MESSAGES.virtualPaymentApproved : MESSAGES.paymentDeclined}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', px: 3, pb: 3 }}>
        <Button variant="contained" onClick={onClose}>
          Ver mis asesorías
        </Button>
      </DialogActions>
    </Dialog>
  );
}
