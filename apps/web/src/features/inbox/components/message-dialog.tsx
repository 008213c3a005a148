import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { shortenFileName } from '@hogarte/shared/files';
import { formatDateTime } from '../../../lib/format';
import type { InboxMessage } from '../api/get-inbox-messages';

interface MessageDialogProps {
  message: InboxMessage | null;
  open: boolean;
  onClose: () => void;
}

/** One message in full, with its attachment (spec part 1 §2 Inbox: list with detail view). */
export function MessageDialog({ message, open, onClose }: MessageDialogProps) {
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (!message) return null;
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle>
        {message.title}
        <Typography
          variant="body2"
          color="text.secondary"
          component="span"
          sx={{ display: 'block' }}
        >
          {formatDateTime(message.created_at)}
        </Typography>
      </DialogTitle>
      <DialogContent dividers>
        <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {message.text}
        </Typography>
        {message.attachment ? (
          <Link
            href={message.attachment.url}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 2 }}
          >
            <AttachFileIcon fontSize="small" />
            {shortenFileName(message.attachment.filename)}
          </Link>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
