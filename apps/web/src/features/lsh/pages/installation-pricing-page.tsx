import { PageTitle } from '../../../components/page-title';
import { OperatorProductsTable } from '../components/operator-products-table';

/**
 * /lsh/revision-productos 'Productos por agregar precio de instalación' (part 1 §2, part 2 §2.4):
 * products without an installation price; a priced row leaves the list.
 */
export function InstallationPricingPage({ title }: { title: string }) {
  return (
    <>
      <PageTitle
        title={title}
        subtitle="Escribe el precio de instalación de cada producto y guárdalo."
      />
      <OperatorProductsTable
        withoutInstallationPrice
        emptyText="Todos los productos tienen precio de instalación"
      />
    </>
  );
}
