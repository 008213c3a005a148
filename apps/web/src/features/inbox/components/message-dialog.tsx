import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { shortenFileName } from '@hogarte/shared/files';
import type { InboxMessage } from '@hogarte/shared/contracts/messages';
import { formatDateTime } from '../../../lib/format';
import { ResponsiveDialog } from '../../../components/responsive-dialog';
import { DialogContent } from '../../../components/dialog-content';

interface MessageDialogProps {
  message: InboxMessage | null;
  open: boolean;
  onClose: () => void;
}

/** One message in full, with its attachment (spec part 1 §2 Inbox: list with detail view). */
export function MessageDialog({ message, open, onClose }: MessageDialogProps) {
  if (!message) return null;
  return (
    <ResponsiveDialog open={open} onClose={onClose} maxWidth="sm">
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
    </ResponsiveDialog>
  );
}
