import { PageTitle } from '../../../components/page-title';

/** Placeholder until issue 15's page lands (replaced by its helper). */
export function PresentialPage({ title }: { title: string }) {
  return <PageTitle title={title} />;
}
