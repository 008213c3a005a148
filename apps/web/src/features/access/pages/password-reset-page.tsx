import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { LIMITS } from '@hogarte/shared/limits';
import { allSet, resetLinkExpired } from '@hogarte/shared/message-texts/accounts';
import { PageLoader } from '../../../components/page-loader';
import { showToast } from '../../../lib/toast';
import { useResetTokenCheck } from '../api/check-reset-token';
import { AuthCard } from '../components/auth-card';
import { NewPasswordForm } from '../components/new-password-form';
import { PasswordResetRequestForm } from '../components/password-reset-request-form';
import { RecoveryEmailSent } from '../components/recovery-email-sent';

/** 'Todo listo', then the home page after 7 seconds (spec part 1 §2, §9). */
function PasswordChanged() {
  const navigate = useNavigate();
  useEffect(() => {
    const timer = window.setTimeout(() => {
      void navigate('/');
    }, LIMITS.redirectAfterPasswordResetMs);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }} role="status">
      <TaskAltIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h5" component="h2">
        {allSet}
      </Typography>
      <Typography color="text.secondary">
        Tu contraseña fue actualizada. En unos segundos te llevaremos al inicio para que ingreses
        con ella.
      </Typography>
      <Link component={RouterLink} to="/login">
        Ingresar ahora
      </Link>
    </Stack>
  );
}

/** An expired or unknown link: say so, and offer to send a new one right here. */
function ExpiredLink() {
  const [sent, setSent] = useState(false);
  if (sent) return <RecoveryEmailSent />;
  return (
    <Stack spacing={2.5}>
      <Alert severity="warning">
        {resetLinkExpired}. Escribe tu correo y te enviaremos uno nuevo.
      </Alert>
      <PasswordResetRequestForm onSent={() => setSent(true)} />
    </Stack>
  );
}

/** `/password-reset/:token`: checks the link, then asks for the new password. */
export function PasswordResetPage() {
  const { token = '' } = useParams();
  const check = useResetTokenCheck(token);
  const [done, setDone] = useState(false);
  const toasted = useRef(false);

  useEffect(() => {
    if (check.isError && !toasted.current) {
      toasted.current = true;
      showToast(resetLinkExpired, 'error');
    }
  }, [check.isError]);

  return (
    <AuthCard title="Crea una nueva contraseña" documentTitle="Nueva contraseña">
      {check.isPending ? (
        <PageLoader />
      ) : check.isError ? (
        <ExpiredLink />
      ) : done ? (
        <PasswordChanged />
      ) : (
        <NewPasswordForm token={token} onDone={() => setDone(true)} />
      )}
    </AuthCard>
  );
}
