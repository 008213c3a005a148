import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import Box from '@mui/material/Box';
import { LIMITS } from '@hogarte/shared/limits';
import type { adviserProfileSchema } from '@hogarte/shared/schemas/advisers';
import { CityAutocomplete } from '../../../components/city-autocomplete';
import { SettingsSection } from '../../../components/settings-section';
import { textFieldProps } from '../../../lib/field-props';
import { cityLabel } from '../../../lib/lookups';
import type { SchemaInput } from '../../../lib/schema-types';
import { TextField } from '../../../components/text-field';

/** The profile's fields as the form holds them (text), on creation and on every edit. */
export type AdviserProfileValues = SchemaInput<typeof adviserProfileSchema>;

/** The profile's text fields, in the order the form shows them (server errors land on them). */
export const ADVISER_PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'cedula',
  'phone',
  'city_name',
  'professional_profile',
  'instagram_account',
  'video_presentation_url',
] as const;

interface AdviserProfileSectionProps {
  /**
   * The email field: editable on creation, locked on an edit. Rendered here, in its place, so the
   * form registers (and, on an error, focuses) the fields in the order shown.
   */
  email: () => ReactNode;
}

const wide = { gridColumn: { sm: '1 / -1' } };

/**
 * 'Datos del asesor': names, cedula, contact, city, profession, Instagram and the presentation
 * video (part 2 §3 Advisor application), each checked by the shared schema.
 */
export function AdviserProfileSection({ email }: AdviserProfileSectionProps) {
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = useFormContext<AdviserProfileValues>();
  return (
    <SettingsSection title="Datos del asesor">
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label="Nombres"
          autoComplete="off"
          {...textFieldProps(register('first_name'), errors.first_name)}
        />
        <TextField
          label="Apellidos"
          autoComplete="off"
          {...textFieldProps(register('last_name'), errors.last_name)}
        />
        <TextField
          label="Cédula"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: LIMITS.cedulaMaxDigits } }}
          {...textFieldProps(register('cedula'), errors.cedula)}
        />
        <TextField
          label="Celular"
          type="tel"
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: LIMITS.phoneDigits } }}
          {...textFieldProps(register('phone'), errors.phone)}
        />
        {email()}
        <Controller
          control={control}
          name="city_id"
          render={({ field }) => (
            <CityAutocomplete
              value={field.value ?? ''}
              onChange={(city) => {
                field.onChange(city?.id);
                setValue('city_name', city ? cityLabel(city) : '', {
                  shouldValidate: true,
                  shouldDirty: true,
                });
              }}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(errors.city_name ?? errors.city_id)}
              helperText={errors.city_name?.message ?? errors.city_id?.message}
            />
          )}
        />
        <TextField
          label="Profesión o perfil profesional"
          placeholder="Por ejemplo: Diseñadora de interiores"
          sx={wide}
          slotProps={{ htmlInput: { maxLength: LIMITS.advisorProfileMaxLength } }}
          {...textFieldProps(register('professional_profile'), errors.professional_profile)}
        />
        <TextField
          label="Instagram (opcional)"
          autoComplete="off"
          slotProps={{
            htmlInput: {
              autoCapitalize: 'none',
              spellCheck: false,
              maxLength: LIMITS.advisorInstagramMaxLength + 1,
            },
          }}
          {...textFieldProps(register('instagram_account'), errors.instagram_account)}
          helperText={errors.instagram_account?.message ?? 'Con o sin @, por ejemplo: @tu.usuario'}
        />
        <TextField
          label="Video de presentación"
          type="url"
          placeholder="https://www.youtube.com/watch?v=…"
          {...textFieldProps(register('video_presentation_url'), errors.video_presentation_url)}
        />
      </Box>
    </SettingsSection>
  );
}
