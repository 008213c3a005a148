import { useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { MESSAGES } from '@hogarte/shared/messages';
import { BankAccountForm } from '../../../components/bank-account-form';
import { ChangePasswordCard } from '../../../components/change-password-card';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { SettingsSection } from '../../../components/settings-section';
import { serverMessage } from '../../../lib/form-errors';
import {
  DESIGNER_PROFILE_KEY,
  useDesignerProfile,
  type DesignerProfile,
} from '../api/get-designer-profile';
import { DesignerDataForm } from '../components/designer-data-form';
import { DesignerProfileCard } from '../components/designer-profile-card';
import { PortfolioGallery } from '../components/portfolio-gallery';
import { ProfileVisibility } from '../components/profile-visibility';

interface DesignerSettingsPageProps {
  title: string;
}

/**
 * `/disenador/configuracion` (spec part 1 §2 Designer area): profile card, data form,
 * public-profile switch, portfolio, bank data and password.
 */
export function DesignerSettingsPage({ title }: DesignerSettingsPageProps) {
  const queryClient = useQueryClient();
  const { data: profile, error, isPending } = useDesignerProfile();

  if (isPending) {
    return (
      <>
        <PageTitle title={title} />
        <PageLoader />
      </>
    );
  }
  if (!profile) {
    return (
      <>
        <PageTitle title={title} />
        <Alert severity="error">{serverMessage(error, MESSAGES.unexpected)}</Alert>
      </>
    );
  }

  const fullName = `${profile.first_name} ${profile.last_name}`.trim();
  return (
    <>
      <PageTitle title={title} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: '340px minmax(0, 1fr)' },
        }}
      >
        <Stack spacing={3}>
          <DesignerProfileCard profile={profile} />
          <ProfileVisibility isActive={profile.is_active} isPublic={profile.is_public} />
        </Stack>
        <Stack spacing={3}>
          <SettingsSection title="Tus datos">
            <DesignerDataForm profile={profile} />
          </SettingsSection>
          <PortfolioGallery images={profile.portfolio} />
          <SettingsSection
            title="Datos bancarios"
            description="La cuenta donde recibirás tus pagos."
          >
            <BankAccountForm
              bank={profile.bank}
              holderName={profile.bank?.account_holder_name ?? fullName}
              holderHelp="La cuenta debe estar a tu nombre; el titular no se puede cambiar."
              onSaved={(bank) =>
                queryClient.setQueryData<DesignerProfile>(DESIGNER_PROFILE_KEY, (current) =>
                  current ? { ...current, bank } : current,
                )
              }
            />
          </SettingsSection>
          <ChangePasswordCard />
        </Stack>
      </Box>
    </>
  );
}
