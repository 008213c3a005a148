import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FILE_KIND } from '@hogarte/shared/lookups';
import { MESSAGES } from '@hogarte/shared/messages';
import { useFileInput } from '../../../components/file-input';
import { LogoFrame } from '../../../components/logo-frame';
import { SettingsSection } from '../../../components/settings-section';
import { serverMessage } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { useUploadCompanyLogo } from '../api/upload-company-logo';

interface CompanyLogoSectionProps {
  logo: string | null;
  companyName: string;
}

/** The company logo shown in the top bar and the storefront (spec part 1 §3 Supplier). */
export function CompanyLogoSection({ logo, companyName }: CompanyLogoSectionProps) {
  const upload = useUploadCompanyLogo();
  const picker = useFileInput({
    kind: FILE_KIND.image,
    label: 'Archivo del logo de la empresa',
    onFile: (file) => {
      upload.mutate(file, {
        onSuccess: () => showToast('Has actualizado el logo de tu empresa exitosamente', 'success'),
        onError: (error) => showToast(serverMessage(error, MESSAGES.fileUploadFailed), 'error'),
      });
    },
  });
  return (
    <SettingsSection title="Logo de la empresa" description="Una imagen JPG o PNG de hasta 15 MB.">
      {picker.input}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2.5}
        sx={{ alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <LogoFrame src={logo} alt={`Logo de ${companyName}`} width={200} height={120} />
        <Box>
          <Button variant="outlined" onClick={picker.open} disabled={upload.isPending}>
            {upload.isPending ? 'Subiendo…' : logo ? 'Cambiar logo' : 'Subir logo'}
          </Button>
        </Box>
      </Stack>
    </SettingsSection>
  );
}
