import { useDocumentTitle } from '../../../components/page-title';
import { useBrandName } from '../../../lib/settings';
import { CategoryGrid } from '../components/category-grid';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { JoinSection } from '../components/join-section';
import { FeaturedProducts, SeasonalProducts } from '../components/product-sections';

/**
 * `/`: what the marketplace offers and the four ways in (consultancy, products, sign-ups), with
 * the categories and the featured and seasonal products.
 */
export function HomePage() {
  const brandName = useBrandName();
  useDocumentTitle('Remodelación, diseño y decoración');
  return (
    <>
      <Hero brandName={brandName} />
      <CategoryGrid />
      <FeaturedProducts />
      <HowItWorks />
      <SeasonalProducts />
      <JoinSection />
    </>
  );
}
