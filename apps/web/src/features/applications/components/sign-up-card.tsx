import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../../components/page-title';

interface SignUpCardProps {
  title: string;
  subtitle?: ReactNode;
  /** The names of the two steps and which one is on screen (0 or 1); none on the final screen. */
  steps?: readonly [string, string];
  activeStep?: number;
  children: ReactNode;
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
          {steps ? (
            <Stepper activeStep={activeStep} alternativeLabel sx={{ mb: 4 }}>
              {steps.map((label) => (
                <Step key={label}>
                  <StepLabel>{label}</StepLabel>
                </Step>
              ))}
            </Stepper>
          ) : null}
          {children}
        </CardContent>
      </Card>
    </Container>
  );
}
