import { useDocumentTitle } from '../../../components/page-title';
import { ProductCatalogue } from '../components/product-catalogue';

/** `/productos`: the marketplace's whole catalogue. */
export function CataloguePage({ title }: { title: string }) {
  useDocumentTitle(title);
  return <ProductCatalogue basePath="/productos" />;
}
