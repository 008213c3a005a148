import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';

/** The way back to the list an order page was opened from. */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Button
      component={RouterLink}
      to={to}
      startIcon={<ArrowBackIcon />}
      size="small"
      sx={{ mb: 1.5, ml: -1 }}
    >
      {children}
    </Button>
  );
}
