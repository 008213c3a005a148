import { PageTitle } from '../../../components/page-title';

/** Scaffold: replaced by the screen itself. */
export function ProductPage({ title }: { title: string }) {
  return <PageTitle title={title} />;
}
