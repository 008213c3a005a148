import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '../../../components/page-title';

interface AuthCardProps {
  title: string;
  /** The document title when it differs from the heading. */
  documentTitle?: string;
  subtitle?: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md';
  children: ReactNode;
}

/** The centred card the access screens share. */
export function AuthCard({
  title,
  documentTitle,
  subtitle,
  maxWidth = 'xs',
  children,
}: AuthCardProps) {
  useDocumentTitle(documentTitle ?? title);
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 4, md: 8 } }}>
      <Card sx={{ boxShadow: '0 12px 40px rgba(60, 40, 30, 0.08)' }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
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
          {children}
        </CardContent>
      </Card>
    </Container>
  );
}
