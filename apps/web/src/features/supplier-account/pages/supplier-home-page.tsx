import { PageTitle } from '../../../components/page-title';
import { BankDataNotice } from '../../../components/bank-data-notice';

interface SupplierHomePageProps {
  title: string;
}

/**
 * The supplier's clients page (`/proveedor/dashboard`): its table of process sheets arrives with
 * the remodelling work; the bank-data notice (part 2 §2.5) is shown already.
 */
export function SupplierHomePage({ title }: SupplierHomePageProps) {
  return (
    <>
      <PageTitle title={title} />
      <BankDataNotice />
    </>
  );
}
