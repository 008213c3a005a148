import { useParams } from 'react-router';
import { ProductDetail } from '../components/product-detail';

/** `/productos/:productSlug`: a product of the marketplace's catalogue. */
export function ProductPage() {
  const { productSlug = '' } = useParams();
  return <ProductDetail productSlug={productSlug} basePath="/productos" />;
}
