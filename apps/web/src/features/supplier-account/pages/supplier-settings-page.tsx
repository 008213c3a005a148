import { useQueryClient } from '@tanstack/react-query';
import { BankDataSection, SettingsPage } from '../../../components/settings-page';
import type { SupplierProfile } from '@hogarte/shared/contracts/suppliers';
import { SUPPLIER_PROFILE_KEY, useSupplierProfile } from '../../../lib/supplier-profile';
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
  const profileQuery = useSupplierProfile();
  return (
    <SettingsPage
      title={title}
      profile={profileQuery}
      wideColumns="repeat(2, minmax(0, 1fr))"
      start={(profile) => (
        <>
          <CompanyProfileSection profile={profile} />
          <CompanyLogoSection logo={profile.logo} companyName={profile.company_name} />
          <WarehouseAddressesSection />
        </>
      )}
      end={(profile) => (
        <>
          <BankDataSection
            description="La cuenta donde recibirás el pago de tus ventas."
            bank={profile.bank}
            holderName={profile.bank?.account_holder_name ?? profile.company_name}
            holderHelp="La cuenta debe estar a nombre de la empresa; el titular no se puede cambiar."
            onSaved={(bank) =>
              queryClient.setQueryData<SupplierProfile>(SUPPLIER_PROFILE_KEY, (current) =>
                current ? { ...current, bank, hasBankInfo: true } : current,
              )
            }
          />
          <PaymentKeysSection />
        </>
      )}
    />
  );
}
