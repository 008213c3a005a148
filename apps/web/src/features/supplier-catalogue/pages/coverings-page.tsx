import { PRODUCT_TYPE } from '@hogarte/shared/catalogue';
import { ProductTypeTable } from '../components/product-type-table';

/** `/proveedor/revestimientos`: coverings, floors and their complementary products. */
export function CoveringsPage({ title }: { title: string }) {
  return <ProductTypeTable title={title} typeId={PRODUCT_TYPE.covering} />;
}
