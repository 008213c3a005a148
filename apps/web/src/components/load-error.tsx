import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import { serverMessage } from '../lib/form-errors';

interface LoadErrorProps {
  error: unknown;
  /** Said when the API sent no message of its own; the generic one unless the screen has its own. */
  fallback?: string;
  sx?: SxProps<Theme>;
}

/** What a screen shows where its data could not load: the API's message, or the fallback. */
export function LoadError({ error, fallback, sx }: LoadErrorProps) {
  return (
    <Alert severity="error" sx={sx}>
      {serverMessage(error, fallback)}
    </Alert>
  );
}
