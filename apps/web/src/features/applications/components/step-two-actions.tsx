import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

interface StepTwoActionsProps {
  termsAccepted: boolean;
  onTermsChange: (accepted: boolean) => void;
  onBack: () => void;
  submitting: boolean;
  submitLabel: string;
  spacingAbove: number;
}

/**
 * The end of both applications' second step: the terms checkbox, 'Volver' and the submit button,
 * which stays disabled until the terms are accepted (spec part 1 §2, part 2 §5).
 */
export function StepTwoActions({
  termsAccepted,
  onTermsChange,
  onBack,
  submitting,
  submitLabel,
  spacingAbove,
}: StepTwoActionsProps) {
  return (
    <>
      <FormControlLabel
        sx={{ mt: spacingAbove }}
        control={
          <Checkbox
            checked={termsAccepted}
            onChange={(event) => onTermsChange(event.target.checked)}
          />
        }
        label="Acepto los términos y condiciones y la política de tratamiento de datos"
      />
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column-reverse', sm: 'row' },
          justifyContent: 'space-between',
          gap: 1.5,
          mt: 2,
        }}
      >
        <Button variant="text" onClick={onBack} disabled={submitting}>
          Volver
        </Button>
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={!termsAccepted || submitting}
        >
          {submitting ? 'Enviando…' : submitLabel}
        </Button>
      </Box>
    </>
  );
}
