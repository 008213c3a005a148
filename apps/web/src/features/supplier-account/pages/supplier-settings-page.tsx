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
  SUPPLIER_PROFILE_KEY,
  useSupplierProfile,
  type SupplierProfile,
} from '../../../lib/supplier-profile';
import { CompanyLogoSection } from '../components/company-logo-section';
import { CompanyProfileSection } from '../components/company-profile-section';
import { PaymentKeysSection } from '../components/payment-keys-section';
import { WarehouseAddressesSection } from '../components/warehouse-addresses-section';

interface SupplierSettingsPageProps {
  title: string;
}

/**
 * `/proveedor/configuracion` (part 2 §2.5): the company (read-only), its logo, warehouses,
 * provider keys, bank data and password, as sections of one page so nothing hides behind a tab.
 */
export function SupplierSettingsPage({ title }: SupplierSettingsPageProps) {
  const queryClient = useQueryClient();
  const { data: profile, error, isPending } = useSupplierProfile();

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

  return (
    <>
      <PageTitle title={title} />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <Stack spacing={3}>
          <CompanyProfileSection profile={profile} />
          <CompanyLogoSection logo={profile.logo} companyName={profile.company_name} />
          <WarehouseAddressesSection />
        </Stack>
        <Stack spacing={3}>
          <SettingsSection
            title="Datos bancarios"
            description="La cuenta donde recibirás el pago de tus ventas."
          >
            <BankAccountForm
              bank={profile.bank}
              holderName={profile.bank?.account_holder_name ?? profile.company_name}
              holderHelp="La cuenta debe estar a nombre de la empresa; el titular no se puede cambiar."
              onSaved={(bank) =>
                queryClient.setQueryData<SupplierProfile>(SUPPLIER_PROFILE_KEY, (current) =>
                  current ? { ...current, bank, hasBankInfo: true } : current,
                )
              }
            />
          </SettingsSection>
          <PaymentKeysSection />
          <ChangePasswordCard />
        </Stack>
      </Box>
    </>
  );
}
