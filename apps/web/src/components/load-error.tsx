import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import { serverMessage } from '../lib/form-errors';

/** What a screen shows where its data could not load: the API's message, or the generic one. */
export function LoadError({ error, sx }: { error: unknown; sx?: SxProps<Theme> }) {
  return (
    <Alert severity="error" sx={sx}>
      {serverMessage(error)}
    </Alert>
  );
}
