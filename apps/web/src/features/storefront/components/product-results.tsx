import { memo } from 'react';
import Box from '@mui/material/Box';
import type { ProductCardData } from '@hogarte/shared/contracts/storefront';
import { ProductCard, ProductCardSkeleton } from '../../../components/product-card';
import { staleRowsProps } from '../../../components/stale-rows';
import type { CatalogueView } from '../utils/catalogue-query';

interface ProductResultsProps {
  products: readonly ProductCardData[] | undefined;
  view: CatalogueView;
  basePath: string;
  /** Placeholders while the first page loads. */
  loading: boolean;
  /** A newer page is on its way: the old one stays, as `staleRowsProps` shows it. */
  stale: boolean;
  /** How many of the first images load at once (the ones above the fold). */
  eagerImages: number;
}

/** A page of the catalogue as a grid of cards or a list of rows. */
function ProductResultsView({
  products,
  view,
  basePath,
  loading,
  stale,
  eagerImages,
}: ProductResultsProps) {
  const list = view === 'list';
  const { sx: staleSx, ...staleAttributes } = staleRowsProps(stale);
  return (
    <Box
      component="ul"
      {...staleAttributes}
      aria-busy={loading || stale}
      sx={[
        {
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: list ? 1.5 : { xs: 1.5, sm: 2.5 },
          gridTemplateColumns: list
            ? 'minmax(0, 1fr)'
            : { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))' },
        },
        staleSx,
      ]}
    >
      {loading && !products
        ? Array.from({ length: 6 }, (_, index) => (
            <li key={index}>
              <ProductCardSkeleton variant={view} />
            </li>
          ))
        : products?.map((product, index) => (
            <li key={product.id}>
              <ProductCard
                product={product}
                href={`${basePath}/${product.slug}`}
                variant={view}
                eagerImage={index < eagerImages}
              />
            </li>
          ))}
    </Box>
  );
}

export const ProductResults = memo(ProductResultsView);
