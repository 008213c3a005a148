import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { ApplicationReceived } from '../components/application-received';
import { DesignerStepTwoForm } from '../components/designer-step-two-form';
import { SignUpCard } from '../components/sign-up-card';
import { loadDesignerStepOneSchema } from '../utils/step-one-schemas';
import { useStepOne } from '../utils/step-state';
import { DESIGNER_STEPS } from '../utils/steps';

/** /disenador/paso-2: without step 1's data it goes back to step 1 (spec part 1 §2). */
export function DesignerStepTwoPage({ title }: { title: string }) {
  const navigate = useNavigate();
  const [submitted, setSubmitted] = useState(false);
  const stepOne = useStepOne(loadDesignerStepOneSchema);

  if (submitted) {
    return (
      <SignUpCard title={title}>
        <ApplicationReceived />
      </SignUpCard>
    );
  }
  // Checking what step 1 handed on takes a moment when its schema was not loaded yet.
  if (stepOne === undefined) return null;
  if (!stepOne) return <Navigate to="/disenador/paso-1" replace />;
  return (
    <SignUpCard
      title={title}
      subtitle="Cuéntanos sobre tu formación y muéstranos tu trabajo."
      steps={DESIGNER_STEPS}
      activeStep={1}
    >
      <DesignerStepTwoForm
        stepOne={stepOne}
        onBack={() => void navigate('/disenador/paso-1', { state: { stepOne } })}
        onSubmitted={() => setSubmitted(true)}
      />
    </SignUpCard>
  );
}
