import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { MESSAGES } from '@hogarte/shared/messages';
import { ChangePasswordCard } from '../../../components/change-password-card';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { SettingsSection } from '../../../components/settings-section';
import { serverMessage } from '../../../lib/form-errors';
import { useClientAccount } from '../api/get-client-account';
import { ClientAccountForm } from '../components/client-account-form';

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
          <Alert severity="error">{serverMessage(error, MESSAGES.unexpected)}</Alert>
        )}
        <ChangePasswordCard />
      </Stack>
    </>
  );
}
