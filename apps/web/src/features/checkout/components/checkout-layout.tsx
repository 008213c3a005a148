import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** The checkout's two columns: the steps, and the summary beside them (below them on phones). */
export function CheckoutLayout({ main, aside }: { main: ReactNode; aside: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 340px' },
        gap: { xs: 2, md: 3 },
        alignItems: 'start',
      }}
    >
      <Box sx={{ display: 'grid', gap: { xs: 2, md: 3 }, minWidth: 0 }}>{main}</Box>
      <Box
        component="aside"
        aria-label="Resumen"
        sx={{ position: { md: 'sticky' }, top: { md: 96 } }}
      >
        {aside}
      </Box>
    </Box>
  );
}
