import type { FormEvent, ReactNode } from 'react';
import { useFormContext, useFormState } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ProductFormValues } from '../utils/product-form';

interface EditTabFormProps {
  /** The form's accessible name. */
  label: string;
  submitLabel: string;
  onSubmit: (event: FormEvent) => Promise<void>;
  children: ReactNode;
}

/** One tab of the edit page: its own form, saved on its own with its own button. */
export function EditTabForm({ label, submitLabel, onSubmit, children }: EditTabFormProps) {
  const { control } = useFormContext<ProductFormValues>();
  const { isSubmitting } = useFormState({ control });
  return (
    <Box component="form" aria-label={label} noValidate onSubmit={(event) => void onSubmit(event)}>
      {children}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 3 }}>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {isSubmitting ? 'Guardando…' : submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
