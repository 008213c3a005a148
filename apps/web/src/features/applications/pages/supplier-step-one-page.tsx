import { useNavigate } from 'react-router';
import { useBrandName } from '../../../lib/settings';
import { SignUpCard } from '../components/sign-up-card';
import { SupplierStepOneForm } from '../components/supplier-step-one-form';
import { loadSupplierStepOneSchema } from '../utils/step-one-schemas';
import { useStepOne } from '../utils/step-state';
import { SUPPLIER_STEPS } from '../utils/steps';

/** /proveedor/paso-1 (spec part 2 §2.5). */
export function SupplierStepOnePage({ title }: { title: string }) {
  const navigate = useNavigate();
  const brand = useBrandName();
  // Coming back from step 2 brings step 1's data along, so nothing has to be typed again.
  const initialValues = useStepOne(loadSupplierStepOneSchema);
  // The form takes its values once, when it mounts: it waits for them to be checked.
  if (initialValues === undefined) return null;
  return (
    <SignUpCard
      title={title}
      subtitle={`Vende tus productos en ${brand} y llega a diseñadores y clientes de todo el país.`}
      steps={SUPPLIER_STEPS}
      activeStep={0}
    >
      <SupplierStepOneForm
        initialValues={initialValues}
        onContinue={(stepOne) => void navigate('/proveedor/paso-2', { state: { stepOne } })}
      />
    </SignUpCard>
  );
}
