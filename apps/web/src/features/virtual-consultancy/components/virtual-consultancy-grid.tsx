import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The cards of a consultancy list, one column on a phone, up to three on a desktop. */
export function VirtualConsultancyGrid({
  children,
  emptyText,
  count,
}: {
  children: ReactNode;
  emptyText: string;
  count: number;
}) {
  if (count === 0) {
    return (
      <Paper variant="outlined" sx={{ py: 6, px: 2, textAlign: 'center' }}>
        <Typography variant="h6" component="p">
          {emptyText}
        </Typography>
      </Paper>
    );
  }
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: 'minmax(0, 1fr)',
          md: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(3, minmax(0, 1fr))',
        },
      }}
    >
      {children}
    </Box>
  );
}
