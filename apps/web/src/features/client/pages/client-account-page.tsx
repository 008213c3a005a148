import Stack from '@mui/material/Stack';
import { ChangePasswordCard } from '../../../components/change-password-card';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { SettingsSection } from '../../../components/settings-section';
import { useClientAccount } from '../api/get-client-account';
import { ClientAccountForm } from '../components/client-account-form';
import { LoadError } from '../../../components/load-error';

interface ClientAccountPageProps {
  title: string;
}

/** 'Mi cuenta' at `/cliente/configuracion` and inside each storefront (part 2 §2.6). */
export function ClientAccountPage({ title }: ClientAccountPageProps) {
  const { data: account, error, isPending } = useClientAccount();
  return (
    <>
      <PageTitle title={title} />
      <Stack spacing={3} sx={{ maxWidth: 760 }}>
        {isPending ? (
          <PageLoader />
        ) : account ? (
          <SettingsSection title="Tus datos">
            <ClientAccountForm account={account} />
          </SettingsSection>
        ) : (
          <LoadError error={error} />
        )}
        <ChangePasswordCard />
      </Stack>
    </>
  );
}
