import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { MESSAGES } from '@hogarte/shared/messages';
import { DialogContent } from '../../../components/dialog-content';

/**
 * The welcome shown on entering the room (spec part 2 §2.3), to the client and the designer: what
 * the chat is for and what the knock does. It is shown on every entry, as the spec says.
 */
export function RoomWelcomeDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>Bienvenida a tu asesoría virtual</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{MESSAGES.virtualWelcome}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" onClick={onClose} autoFocus>
          {MESSAGES.virtualWelcomeOk}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
