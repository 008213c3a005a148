import { useNavigate } from 'react-router';
import { useBrandName } from '../../../lib/settings';
import { DesignerStepOneForm } from '../components/designer-step-one-form';
import { loadDesignerStepOneSchema } from '../utils/step-one-schemas';
import { SignUpCard } from '../components/sign-up-card';
import { useStepOne } from '../utils/step-state';
import { DESIGNER_STEPS } from '../utils/steps';

/** /disenador/paso-1 (spec part 1 §2 Designer sign-up). */
export function DesignerStepOnePage({ title }: { title: string }) {
  const navigate = useNavigate();
  const brand = useBrandName();
  // Coming back from step 2 brings step 1's data along, so nothing has to be typed again.
  const initialValues = useStepOne(loadDesignerStepOneSchema);
  // The form takes its values once, when it mounts: it waits for them to be checked.
  if (initialValues === undefined) return null;
  return (
    <SignUpCard
      title={title}
      subtitle={`Únete a la red de profesionales de ${brand} y atiende clientes de todo el país.`}
      steps={DESIGNER_STEPS}
      activeStep={0}
    >
      <DesignerStepOneForm
        initialValues={initialValues}
        onContinue={(stepOne) => void navigate('/disenador/paso-2', { state: { stepOne } })}
      />
    </SignUpCard>
  );
}
