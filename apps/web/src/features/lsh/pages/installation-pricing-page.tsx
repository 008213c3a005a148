import { PageTitle } from '../../../components/page-title';

/** Scaffold: replaced by the screen itself. */
export function InstallationPricingPage({ title }: { title: string }) {
  return <PageTitle title={title} />;
}
