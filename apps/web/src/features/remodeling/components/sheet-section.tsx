import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

interface SheetSectionProps {
  title: string;
  /** Buttons beside the title (upload, create, add). */
  actions?: ReactNode;
  children: ReactNode;
}

/** One part of the process sheet: a titled card, its actions at the title's right. */
export function SheetSection({ title, actions, children }: SheetSectionProps) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: { xs: 2, md: 2.5 }, display: 'grid', gap: 1.5 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
        }}
      >
        <Typography id={titleId} variant="h6" component="h2">
          {title}
        </Typography>
        {actions ? <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>{actions}</Box> : null}
      </Box>
      {children}
    </Paper>
  );
}

/** The sheet's sections below its steps: a wide main column beside a narrower one on desktop. */
export function SheetColumns({ main, aside }: { main: ReactNode; aside: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        alignItems: 'start',
        // minmax(0, …) lets long names and links wrap instead of widening the page.
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
      }}
    >
      <Box sx={{ display: 'grid', gap: 2.5 }}>{main}</Box>
      <Box sx={{ display: 'grid', gap: 2.5 }}>{aside}</Box>
    </Box>
  );
}
