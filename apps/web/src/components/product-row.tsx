/**
 * A titled row of product cards: the home page's featured and seasonal products, the same rows
 * above the catalogue and the complementary products of a covering. Four columns on wide
 * screens; on phones the row scrolls sideways instead of growing the page.
 */
import { memo, useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ProductCardData } from '@hogarte/shared/contracts/storefront';
import { ProductCard, ProductCardSkeleton } from './product-card';

interface ProductRowProps {
  title: string;
  subtitle?: string;
  products: readonly ProductCardData[] | undefined;
  loading: boolean;
  hrefOf: (product: ProductCardData) => string;
  /** Beside the title: a "see all" link, for instance. */
  action?: ReactNode;
  /** Cards shown while loading. */
  placeholders?: number;
  titleComponent?: 'h2' | 'h3';
  /** Columns on wide screens. */
  columns?: 3 | 4;
  /** A page section's big serif title (the home page), instead of a block's. */
  large?: boolean;
  /** The row is the first thing on the page: its images load at once. */
  eagerImages?: boolean;
}

function ProductRowView({
  title,
  subtitle,
  products,
  loading,
  hrefOf,
  action,
  placeholders = 4,
  titleComponent = 'h2',
  columns = 4,
  large = false,
  eagerImages = false,
}: ProductRowProps) {
  const titleId = useId();
  if (!loading && (!products || products.length === 0)) return null;
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: 2,
          mb: large ? 4 : 2,
        }}
      >
        <Box>
          <Typography
            id={titleId}
            variant={large ? 'h3' : 'h5'}
            component={titleComponent}
            sx={{
              fontFamily: 'h4.fontFamily',
              fontSize: large ? { xs: '1.9rem', md: '2.4rem' } : { xs: '1.35rem', md: '1.6rem' },
            }}
          >
            {title}
          </Typography>
          {subtitle ? (
            <Typography color="text.secondary" variant={large ? 'body1' : 'body2'} sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        {action}
      </Box>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: { xs: 1.5, md: 2.5 },
          gridAutoFlow: { xs: 'column', md: 'row' },
          gridAutoColumns: { xs: 'minmax(156px, 46%)', sm: 'minmax(200px, 34%)', md: 'initial' },
          gridTemplateColumns: { md: `repeat(${columns}, minmax(0, 1fr))` },
          overflowX: { xs: 'auto', md: 'visible' },
          // Phones: the row scrolls from one edge of the screen to the other.
          mx: { xs: -2, sm: -3, md: 0 },
          px: { xs: 2, sm: 3, md: 0 },
          scrollPaddingInline: { xs: 16, sm: 24 },
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'none',
          pb: { xs: 1, md: 0 },
          '& > li': { scrollSnapAlign: 'start' },
        }}
      >
        {loading && !products
          ? Array.from({ length: placeholders }, (_, index) => (
              <li key={index}>
                <ProductCardSkeleton />
              </li>
            ))
          : products?.map((product) => (
              <li key={product.id}>
                <ProductCard
                  product={product}
                  href={hrefOf(product)}
                  headingComponent={titleComponent === 'h2' ? 'h3' : 'h4'}
                  eagerImage={eagerImages}
                />
              </li>
            ))}
      </Box>
    </Box>
  );
}

export const ProductRow = memo(ProductRowView);
