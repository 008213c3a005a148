import { useState, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { AdviserDetail } from '@hogarte/shared/contracts/advisers';
import { applyServerFieldErrors, serverMessage } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import type { AdviserFiles } from '../utils/use-adviser-files';
import { AdviserFilesSection } from './adviser-files-section';
import { ADVISER_LIST_PATH } from './adviser-breadcrumbs';
import { AdviserProfileSection } from './adviser-profile-section';

interface AdviserFormProps<Values extends FieldValues, Checked> {
  form: UseFormReturn<Values, unknown, Checked>;
  files: AdviserFiles;
  /** The form's name ('Crear nuevo Asesor', 'Editar Asesor'). */
  label: string;
  /** The email field, in its place among the profile's fields. */
  email: () => ReactNode;
  /** The adviser as stored, on an edit. */
  stored?: AdviserDetail;
  /** Sections after the files (the new adviser's password). */
  children?: ReactNode;
  submitLabel: string;
  /** The fields the server's refusals land on. */
  serverFields: readonly Path<Values>[];
  /** Sends the checked fields and files; false when there is nothing to send yet. */
  send: (values: Checked) => Promise<boolean>;
  succeeded: string;
  /** The toast on a refusal, and the alert's text when no field took the server's message. */
  failed: { toast: string; alert: string };
}

/**
 * The adviser's form, for 'Crear nuevo Asesor' and 'Editar Asesor' (part 2 §2.5): the profile,
 * the files and any further section, the server's refusals on their fields (else in an alert),
 * the toasts, and back to the list once saved, or without saving.
 */
export function AdviserForm<Values extends FieldValues, Checked>({
  form,
  files,
  label,
  email,
  stored,
  children,
  submitLabel,
  serverFields,
  send,
  succeeded,
  failed,
}: AdviserFormProps<Values, Checked>) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const submitting = form.formState.isSubmitting;

  const save = form.handleSubmit(async (values) => {
    if (!files.check()) return;
    setFailure(null);
    try {
      if (!(await send(values))) return;
      showToast(succeeded, 'success');
      await navigate(ADVISER_LIST_PATH);
    } catch (error) {
      const { placed } = applyServerFieldErrors(error, form.setError, serverFields);
      files.takeServerErrors(error);
      if (placed === 0) setFailure(serverMessage(error, failed.alert));
      showToast(failed.toast, 'error');
    }
  });

  return (
    <FormProvider {...form}>
      <Box
        component="form"
        aria-label={label}
        noValidate
        onSubmit={(event) => {
          // The files' messages show together with the fields'.
          files.check();
          void save(event);
        }}
      >
        <Stack spacing={3} sx={{ maxWidth: 960 }}>
          <AdviserProfileSection email={email} />
          <AdviserFilesSection files={files} stored={stored} />
          {children}
          {failure ? <Alert severity="error">{failure}</Alert> : null}
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to={ADVISER_LIST_PATH} disabled={submitting}>
              Cancelar
            </Button>
            <Button type="submit" variant="contained" disabled={submitting}>
              {submitting ? 'Guardando…' : submitLabel}
            </Button>
          </Stack>
        </Stack>
      </Box>
    </FormProvider>
  );
}
