import Alert from '@mui/material/Alert';
import { membershipExpired } from '@hogarte/shared/message-texts/accounts';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { useDocumentTitle } from '../../../components/page-title';
import { useSettings } from '../../../lib/settings';

interface MembershipRequiredPageProps {
  title: string;
}

/**
 * `/disenador/membership-required`. The continue button is meant to open the payment provider;
 * the spec leaves it unwired, so it stays disabled rather than pretending to work.
 */
export function MembershipRequiredPage({ title }: MembershipRequiredPageProps) {
  useDocumentTitle(title);
  const { data: settings } = useSettings();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 8 } }}>
      <Card>
        <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
          <Stack spacing={2.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <WorkspacePremiumOutlinedIcon color="primary" sx={{ fontSize: 56 }} aria-hidden />
            <Typography variant="h4" component="h1">
              {title}
            </Typography>
            <Typography>{membershipExpired}</Typography>
            {settings?.supportPhone ? (
              <Alert severity="info" sx={{ textAlign: 'left' }}>
                Si tienes preguntas sobre tu membresía, comunícate con soporte al{' '}
                {settings.supportPhone}.
              </Alert>
            ) : null}
            <Button variant="contained" size="large" disabled>
              Continuar
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Container>
  );
}
