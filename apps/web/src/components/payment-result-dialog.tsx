import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { DialogContent } from './dialog-content';

interface PaymentResultDialogProps {
  tone: 'success' | 'error';
  title: string;
  message: string;
  detail?: string | null;
  actionLabel: string;
  onClose: () => void;
}

/** How a payment the buyer returns from Wompi went: an icon of its tone, a title and a message. */
export function PaymentResultDialog({
  tone,
  title,
  message,
  detail,
  actionLabel,
  onClose,
}: PaymentResultDialogProps) {
  const Icon = tone === 'success' ? CheckCircleOutlineIcon : ErrorOutlineIcon;
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby="payment-result-title"
      aria-describedby="payment-result-text"
      maxWidth="xs"
      fullWidth
    >
      <Box sx={{ textAlign: 'center', pt: 3 }}>
        <Icon
          aria-hidden
          sx={{ fontSize: 56, color: tone === 'success' ? 'success.main' : 'error.main' }}
        />
      </Box>
      <DialogTitle id="payment-result-title" sx={{ textAlign: 'center', pb: 1 }}>
        {title}
      </DialogTitle>
      <DialogContent sx={{ textAlign: 'center' }}>
        <DialogContentText id="payment-result-text">{message}</DialogContentText>
        {detail ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            {detail}
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'center', px: 3, pb: 3 }}>
        <Button variant="contained" onClick={onClose}>
          {actionLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
