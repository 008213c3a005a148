import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

interface ProductDecisionActionsProps {
  /** The product's name, for the buttons' accessible names ("Aprobar Mesa Roble"). */
  name: string;
  isApproved: boolean | null;
  disabled?: boolean;
  onDecide: (isApproved: boolean) => void;
}

/**
 * 'Aprobar' and 'Declinar' of a product under review; the one matching its current state is off.
 * Clicks here never open the row's detail.
 */
export function ProductDecisionActions({
  name,
  isApproved,
  disabled = false,
  onDecide,
}: ProductDecisionActionsProps) {
  return (
    <Box
      sx={{ display: 'flex', gap: 1 }}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => event.stopPropagation()}
    >
      <Button
        size="small"
        variant="contained"
        color="success"
        aria-label={`Aprobar ${name}`}
        disabled={disabled || isApproved === true}
        onClick={() => onDecide(true)}
      >
        Aprobar
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        aria-label={`Declinar ${name}`}
        disabled={disabled || isApproved === false}
        onClick={() => onDecide(false)}
      >
        Declinar
      </Button>
    </Box>
  );
}
