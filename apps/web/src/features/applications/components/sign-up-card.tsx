import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { useDocumentTitle } from '../../../components/page-title';

interface SignUpCardProps {
  title: string;
  subtitle?: ReactNode;
  /** The names of the two steps and which one is on screen (0 or 1); none on the final screen. */
  steps?: readonly [string, string];
  activeStep?: number;
  children: ReactNode;
}

/**
 * Where the person is in the two steps: numbered circles joined by a line, the step done ticked,
 * the one on screen marked for screen readers too. Drawn here rather than with MUI's `Stepper`
 * (its five components were 2.1–2.2 KB gzip of each sign-up page's first load, decision 050).
 */
function SignUpSteps({ steps, activeStep }: { steps: readonly string[]; activeStep: number }) {
  return (
    <Box
      component="ol"
      sx={{
        display: 'grid',
        gridTemplateColumns: `repeat(${steps.length}, 1fr)`,
        listStyle: 'none',
        p: 0,
        m: 0,
        mb: 4,
      }}
    >
      {steps.map((label, index) => {
        const reached = index <= activeStep;
        return (
          <Box
            component="li"
            key={label}
            aria-current={index === activeStep ? 'step' : undefined}
            sx={{
              position: 'relative',
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: 2,
              textAlign: 'center',
              // The line from the step before, between the two circles.
              '&:not(:first-of-type)::before': {
                content: '""',
                position: 'absolute',
                top: 12,
                left: 'calc(-50% + 20px)',
                right: 'calc(50% + 20px)',
                borderTop: 1,
                borderColor: 'grey.400',
              },
            }}
          >
            <Box
              aria-hidden
              sx={{
                width: 24,
                height: 24,
                borderRadius: '50%',
                display: 'grid',
                placeItems: 'center',
                fontSize: '0.75rem',
                color: 'common.white',
                bgcolor: reached ? 'primary.main' : 'grey.500',
              }}
            >
              {index < activeStep ? <CheckIcon sx={{ fontSize: 16 }} /> : index + 1}
            </Box>
            <Typography
              variant="body2"
              sx={{
                color: reached ? 'text.primary' : 'text.secondary',
                fontWeight: index === activeStep ? 500 : undefined,
              }}
            >
              {label}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}

/** The card both professional sign-ups share, with where the person is in the two steps. */
export function SignUpCard({ title, subtitle, steps, activeStep = 0, children }: SignUpCardProps) {
  useDocumentTitle(title);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 }, px: { xs: 1.5, sm: 3 } }}>
      <Card sx={{ boxShadow: '0 12px 40px rgba(60, 40, 30, 0.08)' }}>
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Box sx={{ mb: 3 }}>
            <Typography variant="h4" component="h1">
              {title}
            </Typography>
            {subtitle ? (
              <Typography color="text.secondary" sx={{ mt: 1 }}>
                {subtitle}
              </Typography>
            ) : null}
          </Box>
          {steps ? <SignUpSteps steps={steps} activeStep={activeStep} /> : null}
          {children}
        </CardContent>
      </Card>
    </Container>
  );
}
