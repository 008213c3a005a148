import { useParams } from 'react-router';
import { MESSAGES } from '@hogarte/shared/messages';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { useAdviser } from '../api/get-adviser';
import { AdviserBreadcrumbs } from '../components/adviser-breadcrumbs';
import { EditAdviserForm } from '../components/edit-adviser-form';
import { LoadError } from '../../../components/load-error';

/** `/proveedor/asesor/{asesorId}/editar`: 'Editar Asesor', the breadcrumb ending with the name. */
export function EditAdviserPage({ title }: { title: string }) {
  const uuid = useParams().asesorId ?? '';
  const { data: adviser, error, isPending } = useAdviser(uuid);
  const fullName = adviser ? `${adviser.first_name} ${adviser.last_name}` : '';
  return (
    <>
      <AdviserBreadcrumbs current={fullName || title} />
      <PageTitle title={title} />
      {adviser ? (
        <EditAdviserForm key={adviser.salesperson_id} adviser={adviser} />
      ) : isPending ? (
        <PageLoader />
      ) : (
        <LoadError error={error} fallback={MESSAGES.notFound} />
      )}
    </>
  );
}
