import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { applicationReceived } from '@hogarte/shared/message-texts/accounts';
import { useDocumentTitle } from '../../../components/page-title';

/** The end of both sign-ups: 'Recibimos tu solicitud' and that the team will be in touch. */
export function ApplicationReceived() {
  useDocumentTitle(applicationReceived);
  return (
    <Stack role="status" spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 4 }}>
      <CheckCircleOutlineIcon color="success" sx={{ fontSize: 64 }} />
      <Typography variant="h4" component="h2">
        {applicationReceived}
      </Typography>
      <Typography color="text.secondary" sx={{ maxWidth: 480 }}>
        Nuestro equipo revisará tu información y te contactaremos pronto para contarte los
        siguientes pasos.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained">
        Volver al inicio
      </Button>
    </Stack>
  );
}
