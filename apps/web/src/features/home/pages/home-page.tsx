import { useDocumentTitle } from '../../../components/page-title';
import { useBrandName } from '../../../lib/settings';
import { CategoryGrid } from '../components/category-grid';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { JoinSection } from '../components/join-section';

/** `/`: what the marketplace offers and the four ways in (consultancy, products, sign-ups). */
export function HomePage() {
  const brandName = useBrandName();
  useDocumentTitle('Remodelación, diseño y decoración');
  return (
    <>
      <Hero brandName={brandName} />
      <CategoryGrid />
      <HowItWorks />
      <JoinSection />
    </>
  );
}
