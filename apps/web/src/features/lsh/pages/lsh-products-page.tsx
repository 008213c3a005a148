import { PageTitle } from '../../../components/page-title';
import { OperatorProductsTable } from '../components/operator-products-table';

/** /lsh/lista-productos 'Productos': every product with its installation price, editable. */
export function LshProductsPage({ title }: { title: string }) {
  return (
    <>
      <PageTitle title={title} />
      <OperatorProductsTable withoutInstallationPrice={false} emptyText="Aún no hay productos" />
    </>
  );
}
