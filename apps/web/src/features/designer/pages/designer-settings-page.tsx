import { useQueryClient } from '@tanstack/react-query';
import type { DesignerProfile } from '@hogarte/shared/contracts/people';
import { SettingsSection } from '../../../components/settings-section';
import { BankDataSection, SettingsPage } from '../../../components/settings-page';
import { DESIGNER_PROFILE_KEY, useDesignerProfile } from '../api/get-designer-profile';
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
  const profileQuery = useDesignerProfile();
  return (
    <SettingsPage
      title={title}
      profile={profileQuery}
      wideColumns="340px minmax(0, 1fr)"
      start={(profile) => (
        <>
          <DesignerProfileCard profile={profile} />
          <ProfileVisibility isActive={profile.is_active} isPublic={profile.is_public} />
        </>
      )}
      end={(profile) => (
        <>
          <SettingsSection title="Tus datos">
            <DesignerDataForm profile={profile} />
          </SettingsSection>
          <PortfolioGallery images={profile.portfolio} />
          <BankDataSection
            description="La cuenta donde recibirás tus pagos."
            bank={profile.bank}
            holderName={
              profile.bank?.account_holder_name ??
              `${profile.first_name} ${profile.last_name}`.trim()
            }
            holderHelp="La cuenta debe estar a tu nombre; el titular no se puede cambiar."
            onSaved={(bank) =>
              queryClient.setQueryData<DesignerProfile>(DESIGNER_PROFILE_KEY, (current) =>
                current ? { ...current, bank } : current,
              )
            }
          />
        </>
      )}
    />
  );
}
