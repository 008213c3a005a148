import { useSearchParams } from 'react-router';
import { useBrandName } from '../../../lib/settings';
import { AuthCard } from '../components/auth-card';
import { RegisterForm } from '../components/register-form';
import { safeCallback } from '../utils/safe-callback';

export function RegisterPage() {
  const [searchParams] = useSearchParams();
  const brand = useBrandName();
  return (
    <AuthCard
      title="Crea tu cuenta"
      maxWidth="sm"
      subtitle={`Regístrate en ${brand} para pedir asesoría, seguir tu remodelación y comprar productos.`}
    >
      <RegisterForm callback={safeCallback(searchParams.get('callback'))} />
    </AuthCard>
  );
}
