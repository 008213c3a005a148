import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import { MESSAGES } from '@hogarte/shared/messages';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { serverMessage } from '../../../lib/form-errors';
import { useAdviser } from '../api/get-adviser';
import { AdviserBreadcrumbs } from '../components/adviser-breadcrumbs';
import { EditAdviserForm } from '../components/edit-adviser-form';

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
        <Alert severity="error">{serverMessage(error, MESSAGES.notFound)}</Alert>
      )}
    </>
  );
}
