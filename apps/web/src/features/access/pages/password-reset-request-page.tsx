import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { AuthCard } from '../components/auth-card';
import { PasswordResetRequestForm } from '../components/password-reset-request-form';
import { RecoveryEmailSent } from '../components/recovery-email-sent';

/** `/password-reset`: asks for the email, then confirms and returns to the login. */
export function PasswordResetRequestPage() {
  const [sent, setSent] = useState(false);
  return (
    <AuthCard
      title="Recupera tu contraseña"
      subtitle={
        sent
          ? undefined
          : 'Escribe el correo con el que te registraste y te enviaremos un link para crear una nueva contraseña.'
      }
    >
      {sent ? <RecoveryEmailSent /> : <PasswordResetRequestForm onSent={() => setSent(true)} />}
      <Typography variant="body2" textAlign="center" sx={{ mt: 3 }}>
        <Link component={RouterLink} to="/login">
          Volver a ingresar
        </Link>
      </Typography>
    </AuthCard>
  );
}
