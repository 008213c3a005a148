import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';

interface DashboardSectionProps {
  title: string;
  /** The list behind the figures, with its button's text; none where no admin screen lists them. */
  link?: { to: string; label: string };
  /** A line under the title: what the figures count or who acts on them. */
  note?: string;
  children: ReactNode;
}

/** One card of the admin's overview: a heading, its figures and the way to their list. */
export function DashboardSection({ title, link, note, children }: DashboardSectionProps) {
  return (
    <Paper
      component="section"
      aria-label={title}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 2.5 }, display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}
    >
      <Box>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        {note ? (
          <Typography variant="body2" color="text.secondary">
            {note}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ flex: 1 }}>{children}</Box>
      {link ? (
        <Box>
          <Button component={RouterLink} to={link.to} endIcon={<ArrowForwardIcon />}>
            {link.label}
          </Button>
        </Box>
      ) : null}
    </Paper>
  );
}
