import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';

interface QuantityStepperProps {
  value: number;
  onDecrement: () => void;
  onIncrement: () => void;
  /** Names the group for screen readers: `Cantidad de Porcelanato Roble`. */
  label: string;
  decrementDisabled?: boolean;
  incrementDisabled?: boolean;
  size?: 'small' | 'medium';
}

/** − n +: the product page's quantity and each cart line's. */
export function QuantityStepper({
  value,
  onDecrement,
  onIncrement,
  label,
  decrementDisabled = false,
  incrementDisabled = false,
  size = 'medium',
}: QuantityStepperProps) {
  const small = size === 'small';
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        border: 1,
        borderColor: 'divider',
        borderRadius: 999,
        bgcolor: 'background.paper',
        flexShrink: 0,
      }}
    >
      <IconButton
        size={size}
        aria-label="Disminuir cantidad"
        onClick={onDecrement}
        disabled={decrementDisabled}
      >
        <RemoveIcon fontSize={small ? 'small' : 'medium'} />
      </IconButton>
      <Box
        component="output"
        aria-live="polite"
        sx={{
          minWidth: small ? 28 : 36,
          textAlign: 'center',
          fontWeight: 600,
          fontVariantNumeric: 'tabular-nums',
        }}
      >
        {value}
      </Box>
      <IconButton
        size={size}
        aria-label="Aumentar cantidad"
        onClick={onIncrement}
        disabled={incrementDisabled}
      >
        <AddIcon fontSize={small ? 'small' : 'medium'} />
      </IconButton>
    </Box>
  );
}
