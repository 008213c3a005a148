import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

interface FormSectionProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** A titled group of a long sign-up form; the title names the group for screen readers. */
export function FormSection({ title, description, children }: FormSectionProps) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ '& + &': { mt: 4 } }}>
      <Typography id={titleId} variant="h6" component="h2">
        {title}
      </Typography>
      {description ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {description}
        </Typography>
      ) : null}
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          mt: 2,
          gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        }}
      >
        {children}
      </Box>
    </Box>
  );
}
