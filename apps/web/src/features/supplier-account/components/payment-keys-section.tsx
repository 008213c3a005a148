import { useForm } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@hogarte/shared/messages';
import { SettingsSection } from '../../../components/settings-section';
import { textFieldProps } from '../../../lib/field-props';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { useEnviaKey } from '../api/get-envia-key';
import { useWompiKey } from '../api/get-wompi-key';
import { useUpdateEnviaKey } from '../api/update-envia-key';
import { useUpdateWompiKey } from '../api/update-wompi-key';
import { lazySchemaResolver } from '../../../lib/lazy-schema-resolver';
import { TextField } from '../../../components/text-field';

const enviaKeyResolver = lazySchemaResolver(() =>
  import('@hogarte/shared/schemas/people').then((module) => module.enviaKeySchema),
);

const wompiKeyResolver = lazySchemaResolver(() =>
  import('@hogarte/shared/schemas/people').then((module) => module.wompiKeySchema),
);

// Field above its button: a key is long and the section may be half the page wide.
const FORM_LAYOUT = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 1.5,
} as const;

/** The payment provider's public key: shown whole, it is public by design. */
function WompiKeyForm({ current }: { current: string | null }) {
  const update = useUpdateWompiKey();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: wompiKeyResolver,
    mode: 'onTouched',
    defaultValues: { wompiKey: current ?? '' },
  });
  const onSubmit = handleSubmit(async (input) => {
    try {
      await update.mutateAsync(input);
      showToast('Llave pública de Wompi actualizada exitosamente', 'success');
    } catch (error) {
      applyServerFieldErrors(error, setError, ['wompiKey']);
      // Part 2 §8 gives this one text for any failure of the save.
      showToast(MESSAGES.wompiKeyFailed, 'error');
    }
  });
  return (
    <Box
      component="form"
      aria-label="Llave pública de Wompi"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      sx={FORM_LAYOUT}
    >
      <TextField
        label="Llave pública de Wompi"
        placeholder="pub_prod_…"
        autoComplete="off"
        {...textFieldProps(register('wompiKey'), errors.wompiKey)}
      />
      <Button type="submit" variant="contained" disabled={isSubmitting}>
        {isSubmitting ? 'Guardando…' : 'Guardar llave de Wompi'}
      </Button>
    </Box>
  );
}

/** The shipping provider's key is a secret: never shown back, only replaced. */
function EnviaKeyForm({ masked, isSet }: { masked: string | null; isSet: boolean }) {
  const update = useUpdateEnviaKey();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: enviaKeyResolver,
    mode: 'onTouched',
    defaultValues: { enviaKey: '' },
  });
  const onSubmit = handleSubmit(async (input) => {
    try {
      await update.mutateAsync(input);
      showToast('Llave de Envia actualizada exitosamente', 'success');
      reset({ enviaKey: '' });
    } catch (error) {
      applyServerFieldErrors(error, setError, ['enviaKey']);
      showToast(MESSAGES.enviaKeyFailed, 'error');
    }
  });
  const status = isSet
    ? `Llave configurada${masked ? `: ${masked}` : ''}. Escribe una nueva para reemplazarla.`
    : 'Aún no has configurado tu llave de Envia.';
  return (
    <Box
      component="form"
      aria-label="Llave de Envia"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      sx={FORM_LAYOUT}
    >
      <TextField
        label="Llave de Envia"
        type="password"
        autoComplete="off"
        {...textFieldProps(register('enviaKey'), errors.enviaKey)}
        helperText={errors.enviaKey?.message ?? status}
      />
      <Button type="submit" variant="contained" disabled={isSubmitting}>
        {isSubmitting ? 'Guardando…' : 'Guardar llave de Envia'}
      </Button>
    </Box>
  );
}

/**
 * The keys of the payment (Wompi) and shipping (Envia) providers the storefront uses
 * (part 2 §2.5). Each form waits for its current value so it never starts empty by mistake.
 */
export function PaymentKeysSection() {
  const wompi = useWompiKey();
  const envia = useEnviaKey();
  return (
    <SettingsSection
      title="Llaves de integración"
      description="Con ellas recibes los pagos de tu tienda y generas las guías de envío."
    >
      <Stack spacing={3} divider={<Divider flexItem />}>
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
            Wompi (pagos)
          </Typography>
          {wompi.data ? (
            <WompiKeyForm current={wompi.data.wompiKey} />
          ) : wompi.isError ? (
            <Typography color="error">No pudimos cargar tu llave de Wompi.</Typography>
          ) : (
            <Typography color="text.secondary">Cargando…</Typography>
          )}
        </Box>
        <Box>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
            Envia (envíos)
          </Typography>
          {envia.data ? (
            <EnviaKeyForm masked={envia.data.enviaKey} isSet={envia.data.isSet} />
          ) : envia.isError ? (
            <Typography color="error">No pudimos cargar tu llave de Envia.</Typography>
          ) : (
            <Typography color="text.secondary">Cargando…</Typography>
          )}
        </Box>
      </Stack>
    </SettingsSection>
  );
}
