import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface InfoItem {
  label: string;
  value: ReactNode;
}

/**
 * Label–value pairs (an order's billing or shipping, a detail dialog) as a description list;
 * empty values read "—". Two columns from the small breakpoint, stacked on a phone.
 */
export function InfoList({ items }: { items: readonly InfoItem[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        // The labels take what they need up to 45%, so narrow cards keep room for the values.
        gridTemplateColumns: { xs: '1fr', sm: 'fit-content(45%) minmax(0, 1fr)' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 0.75 },
        m: 0,
      }}
    >
      {items.map((item) => (
        <Box key={item.label} sx={{ display: 'contents' }}>
          <Typography
            component="dt"
            variant="body2"
            color="text.secondary"
            sx={{ mt: { xs: 1, sm: 0 } }}
          >
            {item.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'break-word' }}>
            {item.value === null || item.value === undefined || item.value === ''
              ? '—'
              : item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
