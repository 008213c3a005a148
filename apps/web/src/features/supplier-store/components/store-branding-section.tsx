import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Store } from '@hogarte/shared/contracts/store-settings';
import { FILE_KIND } from '@hogarte/shared/lookups';
import { MESSAGES } from '@hogarte/shared/messages';
import type { StoreBranding, StoreBrandingInput } from '@hogarte/shared/schemas/storefront';
import { HEX_COLOR, STORE_FONTS, normalizedHex } from '@hogarte/shared/storefront';
import { useFileInput } from '../../../components/file-input';
import { LogoFrame } from '../../../components/logo-frame';
import { SettingsSection } from '../../../components/settings-section';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { loadStoreFont } from '../../../lib/store-fonts';
import { storeFontStack, type StoreLook } from '../../../lib/store-theme';
import { showToast } from '../../../lib/toast';
import { useObjectUrl } from '../../../lib/use-object-url';
import { useUpdateStoreBranding } from '../api/update-store-branding';
import { StoreBrandPreview } from './store-brand-preview';
import { StoreColorField } from './store-color-field';
import { failureText } from './store-feedback';
import { lazySchemaResolver } from '../../../lib/lazy-schema-resolver';
import { SelectField } from '../../../components/select-field';

const storeBrandingResolver = lazySchemaResolver(() =>
  import('@hogarte/shared/schemas/storefront').then((module) => module.storeBrandingSchema),
);

const FIELDS = ['company_primary_color', 'company_secondary_color', 'company_font_type'] as const;

function brandingOf(settings: Store): StoreBrandingInput {
  return {
    company_primary_color: settings.company_primary_color,
    company_secondary_color: settings.company_secondary_color,
    company_font_type: settings.company_font_type,
  };
}

/** The colour being typed when it is a valid one, else the saved one: the preview never breaks. */
function previewColor(typed: string, saved: string): string {
  const color = typed.trim();
  return HEX_COLOR.test(color) ? normalizedHex(color) : saved;
}

function LogoPicker({
  logoUrl,
  companyName,
  hasNewLogo,
  onFile,
  disabled,
}: {
  logoUrl: string | null;
  companyName: string;
  hasNewLogo: boolean;
  onFile: (file: File) => void;
  disabled: boolean;
}) {
  const picker = useFileInput({
    kind: FILE_KIND.image,
    label: 'Archivo del logo de la empresa',
    onFile,
  });
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
    >
      {picker.input}
      <LogoFrame
        src={logoUrl}
        alt={hasNewLogo ? 'Vista previa del nuevo logo' : `Logo de ${companyName}`}
        width={180}
        height={96}
        highlighted={hasNewLogo}
      />
      <Box>
        <Button variant="outlined" onClick={picker.open} disabled={disabled}>
          {logoUrl ? 'Cambiar logo' : 'Subir logo'}
        </Button>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          PNG o JPG de hasta 15 MB. {hasNewLogo ? 'Se guardará al guardar los cambios.' : ''}
        </Typography>
      </Box>
    </Stack>
  );
}

/**
 * Preferencias de marca: logo, primary and secondary colours and font, with a live preview.
 * Save is on only when something changed; Cancel puts back what is saved (part 2 §4, §5).
 */
export function StoreBrandingSection({ settings }: { settings: Store }) {
  const update = useUpdateStoreBranding();
  const [logo, setLogo] = useState<File | null>(null);
  const logoPreview = useObjectUrl(logo);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { isDirty, isSubmitting, errors },
  } = useForm<StoreBrandingInput, unknown, StoreBranding>({
    resolver: storeBrandingResolver,
    mode: 'onChange',
    defaultValues: brandingOf(settings),
  });
  const typed = useWatch({ control });
  const look: StoreLook = {
    company_primary_color: previewColor(
      typed.company_primary_color ?? '',
      settings.company_primary_color,
    ),
    company_secondary_color: previewColor(
      typed.company_secondary_color ?? '',
      settings.company_secondary_color,
    ),
    company_font_type: typed.company_font_type ?? settings.company_font_type,
  };
  const changed = isDirty || logo !== null;

  const cancel = () => {
    reset(brandingOf(settings));
    setLogo(null);
  };

  const onSubmit = handleSubmit(async (branding) => {
    try {
      const saved = await update.mutateAsync({ branding, logo });
      reset(brandingOf(saved));
      setLogo(null);
      showToast(MESSAGES.ecommerceUpdated, 'success');
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
      showToast(failureText(error, MESSAGES.ecommerceUpdateFailed), 'error');
    }
  });

  return (
    <SettingsSection
      title="Preferencias de marca"
      description="El logo, los colores y la fuente con los que tus clientes verán tu tienda."
    >
      <Box
        component="form"
        aria-label="Preferencias de marca"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          }}
        >
          <Stack spacing={2.5}>
            <LogoPicker
              logoUrl={logoPreview ?? settings.company_logo}
              companyName={settings.company_name}
              hasNewLogo={logo !== null}
              onFile={setLogo}
              disabled={isSubmitting}
            />
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              }}
            >
              {(['company_primary_color', 'company_secondary_color'] as const).map((name) => (
                <Controller
                  key={name}
                  control={control}
                  name={name}
                  render={({ field }) => (
                    <StoreColorField
                      label={
                        name === 'company_primary_color' ? 'Color primario' : 'Color secundario'
                      }
                      pickerLabel={
                        name === 'company_primary_color'
                          ? 'Elegir tono primario'
                          : 'Elegir tono secundario'
                      }
                      value={field.value}
                      onChange={field.onChange}
                      onBlur={field.onBlur}
                      inputRef={field.ref}
                      error={errors[name]?.message}
                    />
                  )}
                />
              ))}
            </Box>
            <Controller
              control={control}
              name="company_font_type"
              render={({ field }) => (
                <SelectField
                  label="Fuente"
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                  onBlur={field.onBlur}
                  inputRef={field.ref}
                  error={Boolean(errors.company_font_type)}
                  helperText={errors.company_font_type?.message}
                  slotProps={{
                    select: {
                      // Each choice is written in its own font: they load when the list opens.
                      onOpen: () => {
                        for (const font of STORE_FONTS) void loadStoreFont(font, [400]);
                      },
                    },
                  }}
                  sx={{ '& .MuiSelect-select': { fontFamily: storeFontStack(field.value) } }}
                >
                  {STORE_FONTS.map((font) => (
                    <MenuItem key={font} value={font} sx={{ fontFamily: storeFontStack(font) }}>
                      {font}
                    </MenuItem>
                  ))}
                </SelectField>
              )}
            />
          </Stack>
          <Box>
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
              Vista previa
            </Typography>
            <StoreBrandPreview
              look={look}
              companyName={settings.company_name}
              logoUrl={logoPreview ?? settings.company_logo}
            />
          </Box>
        </Box>
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', mt: 3 }}>
          <Button onClick={cancel} disabled={!changed || isSubmitting} color="inherit">
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={!changed || isSubmitting}>
            {isSubmitting ? 'Guardando…' : 'Guardar cambios'}
          </Button>
        </Stack>
      </Box>
    </SettingsSection>
  );
}
