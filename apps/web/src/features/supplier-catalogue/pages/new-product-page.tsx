import { useNavigate } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { ProductCreateForm } from '../components/product-create-form';

const PRODUCT_LIST = '/proveedor/producto/lista';

/** `/proveedor/producto/nuevo`: 'Crear un nuevo producto', then back to the list (part 2 §2.5). */
export function NewProductPage({ title }: { title: string }) {
  const navigate = useNavigate();
  return (
    <>
      <PageTitle title={title} subtitle="Tu producto se publica cuando el equipo lo apruebe." />
      <ProductCreateForm
        onCreated={() => void navigate(PRODUCT_LIST)}
        onCancel={() => void navigate(PRODUCT_LIST)}
      />
    </>
  );
}
