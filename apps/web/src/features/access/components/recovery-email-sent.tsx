import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { LIMITS } from '@hogarte/shared/limits';
import { checkYourEmail, resetLinkReminder } from '@hogarte/shared/message-texts/accounts';

/** 'Revisa tu correo', then back to the login after 4 seconds (spec part 1 §2, §9). */
export function RecoveryEmailSent() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      void navigate('/login');
    }, LIMITS.redirectAfterRecoveryEmailMs);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }} role="status">
      <MarkEmailReadOutlinedIcon color="primary" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h5" component="h2">
        {checkYourEmail}
      </Typography>
      <Typography color="text.secondary">
        Si el correo está registrado, te enviamos un link para crear una nueva contraseña.
      </Typography>
      <Alert severity="info" sx={{ textAlign: 'left' }}>
        {resetLinkReminder}
      </Alert>
    </Stack>
  );
}
