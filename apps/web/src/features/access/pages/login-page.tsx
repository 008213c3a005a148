import { Link as RouterLink, useSearchParams } from 'react-router';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useBrandName } from '../../../lib/settings';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { safeCallback } from '../utils/safe-callback';
import { registerPathBackTo } from '../../../lib/access-paths';

export function LoginPage() {
  const [searchParams] = useSearchParams();
  const brand = useBrandName();
  const callback = safeCallback(searchParams.get('callback'));
  return (
    <AuthCard
      title="Ingresa a tu cuenta"
      documentTitle="Ingresa"
      subtitle={`Bienvenido de nuevo a ${brand}.`}
    >
      <LoginForm callback={callback} />
      <Stack spacing={1.5} sx={{ mt: 3, alignItems: 'center' }}>
        <Link component={RouterLink} to="/password-reset">
          ¿Olvidaste tu contraseña?
        </Link>
        <Typography variant="body2" color="text.secondary">
          ¿No tienes cuenta?{' '}
          <Link component={RouterLink} to={callback ? registerPathBackTo(callback) : '/register'}>
            Regístrate
          </Link>
        </Typography>
      </Stack>
    </AuthCard>
  );
}
