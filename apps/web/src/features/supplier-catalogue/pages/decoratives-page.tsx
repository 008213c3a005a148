import { PRODUCT_TYPE } from '@hogarte/shared/catalogue';
import { ProductTypeTable } from '../components/product-type-table';

/** `/proveedor/decorativos`: decoration, furniture, lighting and the other decorative categories. */
export function DecorativesPage({ title }: { title: string }) {
  return <ProductTypeTable title={title} typeId={PRODUCT_TYPE.decorative} />;
}
