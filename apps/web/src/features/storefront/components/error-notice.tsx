import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { serverMessage } from '../../../lib/form-errors';

/** A failed load: the API's message (or the generic one) and a retry. */
export function ErrorNotice({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Box
      role="alert"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
        px: 2,
        py: 1.5,
        borderRadius: 1.2,
        bgcolor: '#fbeae5',
        color: '#73361f',
      }}
    >
      <span>{serverMessage(error)}</span>
      <Button color="inherit" size="small" onClick={onRetry} sx={{ flexShrink: 0 }}>
        Reintentar
      </Button>
    </Box>
  );
}
