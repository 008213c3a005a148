import { Controller, useForm, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES } from '@hogarte/shared/messages';
import type { DesignerProfile } from '@hogarte/shared/contracts/people';
import { CityAutocomplete } from '../../../components/city-autocomplete';
import { textFieldProps } from '../../../lib/field-props';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { cityLabel } from '../../../lib/lookups';
import { showServerError, showToast } from '../../../lib/toast';
import { useUpdateDesignerProfile } from '../api/update-designer-profile';
import { lazySchemaResolver } from '../../../lib/lazy-schema-resolver';
import { TextField } from '../../../components/text-field';

const profileUpdateResolver = lazySchemaResolver(() =>
  import('@hogarte/shared/schemas/people').then((module) => module.profileUpdateSchema),
);

const FIELDS = [
  'user.email',
  'currentPassword',
  'user.phone',
  'address.street_address',
  'city_name',
  'designer.bio',
  'socials.instagram',
] as const;

/** The API names fields either by their path or by their last segment (a 409 says `email`). */
const SERVER_FIELD_ALIASES = {
  email: 'user.email',
  phone: 'user.phone',
  street_address: 'address.street_address',
  city_id: 'city_name',
  'address.city_id': 'city_name',
  bio: 'designer.bio',
  instagram: 'socials.instagram',
} as const;

/** The profile keeps the full Instagram link (part 1 §3); the form edits only the user name. */
export function instagramUser(stored: string | null | undefined): string {
  if (!stored) return '';
  return stored
    .trim()
    .replace(/^https?:\/\/(www\.)?instagram\.com\//i, '')
    .replace(/[/?#].*$/, '');
}

interface DesignerDataFormProps {
  profile: DesignerProfile;
}

/**
 * The designer's editable data (`PATCH /v1/users`, spec part 1 §2, §5, §7). A changed email or
 * phone is checked for uniqueness by that same call before anything is saved: a 409 lands on
 * the field, so no separate `/v1/users/check` round trip is needed. The email is how the account
 * signs in, so changing it asks for the current password (decision 017).
 */
export function DesignerDataForm({ profile }: DesignerDataFormProps) {
  const update = useUpdateDesignerProfile();
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    trigger,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: profileUpdateResolver,
    mode: 'onTouched',
    defaultValues: {
      user: { email: profile.email, phone: profile.phone },
      address: {
        street_address: profile.address ?? '',
        city_id: profile.city_id ?? undefined,
      },
      city_name: profile.city ?? '',
      designer: { bio: profile.bio ?? '' },
      socials: { instagram: instagramUser(profile.socials.instagram) },
      currentPassword: '',
    },
  });
  const bio = useWatch({ control, name: 'designer.bio' }) ?? '';
  const email = useWatch({ control, name: 'user.email' }) ?? '';
  const changingEmail = email.trim().toLowerCase() !== profile.email.toLowerCase();

  const onSubmit = handleSubmit(async ({ currentPassword, ...values }) => {
    try {
      await update.mutateAsync(changingEmail ? { ...values, currentPassword } : values);
      setValue('currentPassword', '');
      showToast(MESSAGES.dataUpdated, 'success');
    } catch (error) {
      const { placed } = applyServerFieldErrors(error, setError, FIELDS, SERVER_FIELD_ALIASES);
      if (placed === 0) showServerError(error);
    }
  });

  return (
    <Box
      component="form"
      aria-label="Tus datos"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
    >
      <TextField
        label="Correo electrónico"
        type="email"
        autoComplete="email"
        {...textFieldProps(register('user.email'), errors.user?.email)}
      />
      {changingEmail ? (
        <TextField
          label="Contraseña actual"
          type="password"
          autoComplete="current-password"
          {...textFieldProps(register('currentPassword'), errors.currentPassword)}
          helperText={
            errors.currentPassword?.message ?? 'Confirma que eres tú para cambiar tu correo'
          }
        />
      ) : null}
      <TextField
        label="Celular"
        type="tel"
        autoComplete="tel-national"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: LIMITS.phoneDigits } }}
        {...textFieldProps(register('user.phone'), errors.user?.phone)}
      />
      <TextField
        label="Dirección"
        autoComplete="street-address"
        {...textFieldProps(register('address.street_address'), errors.address?.street_address)}
      />
      <Controller
        control={control}
        name="address.city_id"
        render={({ field }) => (
          <CityAutocomplete
            value={field.value ?? ''}
            inputRef={field.ref}
            onChange={(city) => {
              field.onChange(city?.id);
              setValue('city_name', city ? cityLabel(city) : '', {
                shouldValidate: true,
                shouldTouch: true,
              });
            }}
            onBlur={() => {
              field.onBlur();
              void trigger('city_name');
            }}
            error={Boolean(errors.city_name ?? errors.address?.city_id)}
            helperText={errors.city_name?.message ?? errors.address?.city_id?.message}
          />
        )}
      />
      <TextField
        label="Biografía"
        multiline
        minRows={5}
        sx={{ gridColumn: '1 / -1' }}
        slotProps={{ htmlInput: { maxLength: LIMITS.bioMaxLength } }}
        {...textFieldProps(register('designer.bio'), errors.designer?.bio)}
        // The count helps reach the 170 minimum; an error replaces it while there is one.
        helperText={
          errors.designer?.bio?.message ??
          `${bio.length}/${LIMITS.bioMaxLength} caracteres (mínimo ${LIMITS.bioMinLength})`
        }
      />
      <TextField
        label="Instagram"
        placeholder="tu_usuario"
        autoComplete="off"
        sx={{ gridColumn: '1 / -1' }}
        slotProps={{
          input: {
            startAdornment: <InputAdornment position="start">instagram.com/</InputAdornment>,
          },
        }}
        {...textFieldProps(register('socials.instagram'), errors.socials?.instagram)}
      />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <Button type="submit" variant="contained" disabled={isSubmitting}>
          {isSubmitting ? 'Guardando…' : 'Guardar cambios'}
        </Button>
      </Box>
    </Box>
  );
}
