import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { useSession } from '../lib/session';

/**
 * Tells a supplier without bank data to add it in Configuración (part 2 §2.5): without it the
 * marketplace has nowhere to send the supplier's sales.
 */
export function BankDataNotice() {
  const session = useSession();
  if (session?.user?.hasBankInfo !== false) return null;
  return (
    <Alert severity="warning" sx={{ mb: 3 }}>
      <AlertTitle>Configura tus datos bancarios</AlertTitle>
      Aún no has registrado la cuenta donde recibirás el pago de tus ventas. Agrégala en{' '}
      <Link component={RouterLink} to="/proveedor/configuracion" color="inherit" underline="always">
        Configuración
      </Link>
      .
    </Alert>
  );
}
