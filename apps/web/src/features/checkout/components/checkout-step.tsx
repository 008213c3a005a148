import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface CheckoutStepProps {
  /** Numbered in the order the buyer fills them. */
  number: number;
  title: string;
  /** A short line under the title. */
  hint?: ReactNode;
  children: ReactNode;
}

/** One part of the checkout page, as a card with a numbered heading. */
export function CheckoutStep({ number, title, hint, children }: CheckoutStepProps) {
  const titleId = `checkout-step-${number}`;
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: hint ? 0.5 : 2 }}>
        <Box
          aria-hidden
          sx={{
            width: 28,
            height: 28,
            flexShrink: 0,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            fontWeight: 700,
            fontSize: '0.9rem',
          }}
        >
          {number}
        </Box>
        <Typography id={titleId} variant="h6" component="h2">
          {title}
        </Typography>
      </Box>
      {hint ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2, ml: { sm: 5.5 } }}>
          {hint}
        </Typography>
      ) : null}
      {children}
    </Paper>
  );
}
