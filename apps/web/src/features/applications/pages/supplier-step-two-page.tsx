import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { ApplicationReceived } from '../components/application-received';
import { SignUpCard } from '../components/sign-up-card';
import { SupplierStepTwoForm } from '../components/supplier-step-two-form';
import { loadSupplierStepOneSchema } from '../utils/step-one-schemas';
import { useStepOne } from '../utils/step-state';
import { SUPPLIER_STEPS } from '../utils/steps';

/** /proveedor/paso-2: without step 1's data it goes back to step 1 (spec part 2 §2.5). */
export function SupplierStepTwoPage({ title }: { title: string }) {
  const navigate = useNavigate();
  const [submitted, setSubmitted] = useState(false);
  const stepOne = useStepOne(loadSupplierStepOneSchema);

  if (submitted) {
    return (
      <SignUpCard title={title}>
        <ApplicationReceived />
      </SignUpCard>
    );
  }
  // Checking what step 1 handed on takes a moment when its schema was not loaded yet.
  if (stepOne === undefined) return null;
  if (!stepOne) return <Navigate to="/proveedor/paso-1" replace />;
  return (
    <SignUpCard
      title={title}
      subtitle="Cuéntanos quién será tu contacto y carga los documentos de la empresa."
      steps={SUPPLIER_STEPS}
      activeStep={1}
    >
      <SupplierStepTwoForm
        stepOne={stepOne}
        onBack={() => void navigate('/proveedor/paso-1', { state: { stepOne } })}
        onSubmitted={() => setSubmitted(true)}
      />
    </SignUpCard>
  );
}
