import { useParams } from 'react-router';
import { useStore } from '../api/get-store';
import { ProductCatalogue } from '../components/product-catalogue';
import { StoreBannerSlideshow } from '../components/store-banner-slideshow';
import { useDocumentTitle } from '../../../components/page-title';

/** `/:companyName/productos`: the store's banners, then its own catalogue. */
export function StoreCataloguePage({ title }: { title: string }) {
  const { companyName = '' } = useParams();
  // The store layout has loaded it already: this reads the same cached answer.
  const { data: store } = useStore(companyName);
  useDocumentTitle(title);
  return (
    <>
      {store ? (
        <StoreBannerSlideshow banners={store.company_banner} companyName={store.company_name} />
      ) : null}
      <ProductCatalogue store={companyName} basePath={`/${companyName}/productos`} />
    </>
  );
}
