import { PageTitle } from '../../../components/page-title';
import { AdviserBreadcrumbs } from '../components/adviser-breadcrumbs';
import { NewAdviserForm } from '../components/new-adviser-form';

/** `/proveedor/asesor/nuevo`: 'Crear nuevo Asesor' (part 2 §2.5). */
export function NewAdviserPage({ title }: { title: string }) {
  return (
    <>
      <AdviserBreadcrumbs current={title} />
      <PageTitle title={title} />
      <NewAdviserForm />
    </>
  );
}
