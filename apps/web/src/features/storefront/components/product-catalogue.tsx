/**
 * The catalogue (part 2 §2.7): categories, search, filters, sort, grid or list, 12 per page.
 * The marketplace shows it at /productos and each supplier's storefront at
 * /{companyName}/productos with `store` set, so everything here works for one store or for all.
 * Its whole state is in the address (see `catalogue-query.ts`).
 */
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import type { ProductCardData } from '@hogarte/shared/contracts/storefront';
import { searchEmpty } from '@hogarte/shared/message-texts/storefront';
import { ProductRow } from '../../../components/product-row';
import { useCategories } from '../api/get-categories';
import { useOffering } from '../api/get-offering';
import { useProductFilters } from '../api/get-product-filters';
import { useProducts } from '../api/get-products';
import { useSeasonal } from '../api/get-seasonal';
import { useSearchProducts } from '../api/search-products';
import {
  catalogueSearch,
  countActiveFilters,
  isPlainBrowse,
  listingPath,
  withFilters,
  withoutFilters,
  type CatalogueState,
} from '../utils/catalogue-query';
import { paginationText } from '../utils/pagination';
import { useCatalogueState } from '../utils/use-catalogue-state';
import { CataloguePagination } from './catalogue-pagination';
import { CatalogueSearch } from './catalogue-search';
import { CatalogueToolbar } from './catalogue-toolbar';
import { CategoryNav } from './category-nav';
import { ErrorNotice } from './error-notice';
import { CLEAR_FILTERS_LABEL, FilterPanel } from './filter-panel';
import { ProductResults } from './product-results';

// Only phones open it, and only when asked: its code stays out of the first load.
const FilterDrawer = lazy(async () => ({
  default: (await import('./filter-drawer')).FilterDrawer,
}));

/** How many featured and seasonal products the plain catalogue shows above the grid. */
const SECTION_SIZE = 3;

export interface ProductCatalogueProps {
  /** A storefront's path segment (`Cerámicas-del-Valle`): only that supplier's products. */
  store?: string;
  /** `/productos` or `/{companyName}/productos`; product links are `${basePath}/${slug}`. */
  basePath: string;
  /** The catalogue's heading level: a storefront with its own `h1` passes `h2`. */
  headingComponent?: 'h1' | 'h2';
}

function headingOf(state: CatalogueState, categoryName: string | undefined): string {
  if (state.search) return `Resultados para “${state.search}”`;
  return categoryName ?? 'Todos los productos';
}

function EmptyResults({ canClear, onClear }: { canClear: boolean; onClear: () => void }) {
  return (
    <Box
      role="status"
      sx={{
        textAlign: 'center',
        py: 8,
        px: 2,
        border: '1px dashed',
        borderColor: 'divider',
        borderRadius: 1.6,
        bgcolor: 'background.paper',
      }}
    >
      <SearchOffIcon sx={{ fontSize: 44, color: 'primary.light' }} aria-hidden />
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {searchEmpty}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        Prueba con otras palabras, otra categoría o menos filtros.
      </Typography>
      {canClear ? (
        <Button variant="outlined" onClick={onClear} sx={{ mt: 2.5 }}>
          {CLEAR_FILTERS_LABEL}
        </Button>
      ) : null}
    </Box>
  );
}

export function ProductCatalogue({
  store,
  basePath,
  headingComponent = 'h1',
}: ProductCatalogueProps) {
  const { state, update } = useCatalogueState();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const resultsRef = useRef<HTMLDivElement>(null);

  const path = listingPath(state, store);
  const searching = path.startsWith('/v2/products/searched-list');
  const listing = useProducts(path, !searching);
  const searched = useSearchProducts(path, searching);
  const results = searching ? searched : listing;
  const categories = useCategories(store);
  const filters = useProductFilters(state.categoryId, store);
  const plain = isPlainBrowse(state);
  const offering = useOffering(SECTION_SIZE, store, plain);
  const seasonal = useSeasonal(SECTION_SIZE, store, plain);

  const page = results.data;
  const pagination = page?.pagination;
  const activeFilters = countActiveFilters(state);
  const categoryName = categories.data?.find((item) => item.id === state.categoryId)?.name;

  // A page past the end (an old link, fewer products now): go to the last page there is.
  useEffect(() => {
    if (!pagination || results.isPlaceholderData) return;
    if (page.items.length === 0 && pagination.totalItems > 0 && state.page > 1) {
      update({ ...state, page: pagination.lastPage }, { replace: true });
    }
  }, [page, pagination, results.isPlaceholderData, state, update]);

  const hrefOf = useCallback(
    (product: ProductCardData) => `${basePath}/${product.slug}`,
    [basePath],
  );
  const scrollToResults = () => resultsRef.current?.scrollIntoView?.({ block: 'start' });
  const openFilters = () => {
    setDrawerUsed(true);
    setFiltersOpen(true);
  };

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { xs: 'stretch', md: 'flex-end' },
          justifyContent: 'space-between',
          gap: 2,
          mb: { xs: 2.5, md: 4 },
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" color="primary" component="p">
            Catálogo
          </Typography>
          <Typography
            variant="h4"
            component={headingComponent}
            sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, overflowWrap: 'anywhere' }}
          >
            {headingOf(state, categoryName)}
          </Typography>
        </Box>
        <CatalogueSearch
          value={state.search}
          onSearch={(search) => update(withFilters(state, { search }))}
        />
      </Box>

      {wide ? null : (
        <Box sx={{ mb: 2 }}>
          <CategoryNav
            state={state}
            basePath={basePath}
            categories={categories.data}
            layout="row"
          />
        </Box>
      )}

      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' },
          gap: { xs: 2, md: 5 },
          alignItems: 'start',
        }}
      >
        {wide ? (
          <Box
            component="aside"
            aria-label="Categorías y filtros"
            sx={{
              display: 'grid',
              gap: 3,
              // The filters stay in reach while the grid scrolls.
              position: 'sticky',
              top: 88,
              maxHeight: 'calc(100vh - 104px)',
              overflowY: 'auto',
              pr: 1,
              scrollbarWidth: 'thin',
            }}
          >
            <CategoryNav
              state={state}
              basePath={basePath}
              categories={categories.data}
              layout="column"
            />
            <FilterPanel state={state} filters={filters.data} onChange={update} />
          </Box>
        ) : null}

        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr)',
            gap: { xs: 3, md: 4 },
            minWidth: 0,
          }}
        >
          {plain ? (
            <>
              <ProductRow
                title="Destacados"
                subtitle={
                  store
                    ? 'Lo que esta tienda recomienda esta semana.'
                    : 'Lo que nuestros proveedores recomiendan esta semana.'
                }
                products={offering.data?.items}
                loading={offering.isPending}
                hrefOf={hrefOf}
                placeholders={SECTION_SIZE}
                columns={3}
                eagerImages
              />
              <ProductRow
                title="Temporada"
                subtitle="Ideas para renovar tus espacios en esta época."
                products={seasonal.data?.items}
                loading={seasonal.isPending}
                hrefOf={hrefOf}
                placeholders={SECTION_SIZE}
                columns={3}
              />
            </>
          ) : null}

          <Box
            component="section"
            aria-label="Resultados"
            ref={resultsRef}
            sx={{
              display: 'grid',
              gridTemplateColumns: 'minmax(0, 1fr)',
              gap: 2.5,
              scrollMarginTop: 88,
            }}
          >
            <CatalogueToolbar
              summary={pagination ? paginationText(pagination) : ''}
              sort={state.sort}
              view={state.view}
              onSort={(sort) => update(withFilters(state, { sort }))}
              onView={(view) => update({ ...state, view })}
              onOpenFilters={wide ? null : openFilters}
              activeFilters={activeFilters}
            />

            {results.isError && !page ? (
              <ErrorNotice error={results.error} onRetry={() => void results.refetch()} />
            ) : page && page.items.length === 0 && !results.isPlaceholderData ? (
              <EmptyResults
                canClear={activeFilters > 0 || state.search !== ''}
                onClear={() => update(withFilters(withoutFilters(state), { search: '' }))}
              />
            ) : (
              <ProductResults
                products={page?.items}
                view={state.view}
                basePath={basePath}
                loading={results.isPending}
                stale={results.isPlaceholderData}
                eagerImages={plain ? 0 : 3}
              />
            )}

            {pagination ? (
              <CataloguePagination
                page={pagination.currentPage}
                totalPages={pagination.totalPages}
                hrefOf={(target) => `${basePath}${catalogueSearch({ ...state, page: target })}`}
                onNavigate={scrollToResults}
              />
            ) : null}
          </Box>
        </Box>
      </Box>

      {drawerUsed && !wide ? (
        <Suspense fallback={null}>
          <FilterDrawer
            open={filtersOpen}
            onClose={() => setFiltersOpen(false)}
            state={state}
            filters={filters.data}
            onChange={update}
            totalItems={pagination?.totalItems ?? null}
          />
        </Suspense>
      ) : null}
    </Container>
  );
}
