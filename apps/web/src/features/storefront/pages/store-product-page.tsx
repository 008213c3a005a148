import { Navigate, useParams } from 'react-router';
import { useProduct } from '../api/get-product';
import { ProductDetail } from '../components/product-detail';
import { useDocumentTitle } from '../../../components/page-title';
import { productIdFromSlug } from '@hogarte/shared/product-links';

/**
 * `/:companyName/productos/:productSlug`: a product of this store. Another supplier's product
 * is shown on the marketplace's page instead, never inside this store's brand.
 */
export function StoreProductPage({ title }: { title: string }) {
  const { companyName = '', productSlug = '' } = useParams();
  // The same query as the detail's own: no second request.
  const { data: product } = useProduct(productIdFromSlug(productSlug));
  useDocumentTitle(product?.name ?? title);
  if (product && product.store.toLowerCase() !== companyName.toLowerCase()) {
    return <Navigate to={`/productos/${product.slug}`} replace />;
  }
  return <ProductDetail productSlug={productSlug} basePath={`/${companyName}/productos`} />;
}
