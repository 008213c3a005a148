import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

interface ApprovalActionsProps {
  /** Who is approved, for the buttons' accessible names ("Aprobar a Ana Pérez"). */
  name: string;
  disabled?: boolean;
  onDecide: (isApproved: boolean) => void;
}

/** 'Aprobar' and 'Rechazar' of a pending request (spec part 2 §2.4). */
export function ApprovalActions({ name, disabled = false, onDecide }: ApprovalActionsProps) {
  return (
    // Clicks here must not also open the row's detail.
    <Box sx={{ display: 'flex', gap: 1 }} onClick={(event) => event.stopPropagation()}>
      <Button
        size="small"
        variant="contained"
        color="success"
        aria-label={`Aprobar a ${name}`}
        disabled={disabled}
        onClick={() => onDecide(true)}
      >
        Aprobar
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        aria-label={`Rechazar a ${name}`}
        disabled={disabled}
        onClick={() => onDecide(false)}
      >
        Rechazar
      </Button>
    </Box>
  );
}
