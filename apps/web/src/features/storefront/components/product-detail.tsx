/**
 * The product page's body: gallery, price with and without IVA, stock, adding to the cart,
 * delivery, warranty, description, specifications, technical sheet, the favourite button and, for
 * coverings, the complementary products laid with them. The marketplace shows it at
 * /productos/{slug} and each storefront at /{companyName}/productos/{slug}; `basePath` keeps the
 * links in the same place.
 */
import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import VerifiedOutlinedIcon from '@mui/icons-material/VerifiedOutlined';
import { categoryGroup } from '@hogarte/shared/catalogue';
import type { ProductDetailData } from '@hogarte/shared/contracts/storefront';
import { MONEY } from '@hogarte/shared/limits';
import { productNotFound } from '@hogarte/shared/message-texts/storefront';
import { formatCop } from '@hogarte/shared/money';
import { useDocumentTitle } from '../../../components/page-title';
import { ProductRow } from '../../../components/product-row';
import { formatNumber } from '../../../lib/format';
import { isApiError } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { useAfterFirstPaint } from '../../../lib/use-after-first-paint';
import { useComplementaries } from '../../../lib/complementaries';
import { useProduct } from '../api/get-product';
import { productIdFromSlug } from '@hogarte/shared/product-links';
import { isBuyer } from '@hogarte/shared/roles';
import { productSpecs, stockText } from '../utils/product-specs';
import {
  FAVORITE_AFTER_LOGIN_PARAM,
  FAVORITE_AFTER_LOGIN_VALUE,
  FavoriteButton,
  useFavoriteToggle,
} from './favorite-button';
import { AddToCart } from './add-to-cart';
import { productReviewsQuery } from '../api/get-product-reviews';
import { storeAdvisersQuery } from '../api/get-store-advisers';
import { ErrorNotice } from './error-notice';
import { ProductGallery } from './product-gallery';

/*
 * The advisers and the reviews show only once their own data has come, after the product's: their
 * code (MUI's list, avatar, badge and rating; about 15 KB gzip) loads beside that data instead of
 * before the page's first paint. ProductView asks for the data itself, so both travel at once.
 * The complementary products' row stays: as its own chunk it would split the shell's MUI modules
 * differently and add 0.5 KB to the home page and the catalogue (measured).
 */
const AdviserPicker = lazy(async () => ({
  default: (await import('./adviser-picker')).AdviserPicker,
}));
const ProductReviews = lazy(async () => ({
  default: (await import('./product-reviews')).ProductReviews,
}));

export interface ProductDetailProps {
  /** `123-porcelanato-roble`: the leading number is the product's id. */
  productSlug: string;
  /** `/productos` or `/{companyName}/productos`. */
  basePath: string;
}

const SECTION_TITLE = {
  mb: 1.5,
  fontFamily: 'h4.fontFamily',
  fontSize: { xs: '1.35rem', md: '1.6rem' },
} as const;

function ProductNotFound({ basePath }: { basePath: string }) {
  useDocumentTitle('Producto no encontrado');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Box
        aria-hidden
        sx={{
          width: 88,
          height: 88,
          mx: 'auto',
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'rgba(156, 79, 50, 0.1)',
          color: 'primary.main',
        }}
      >
        <StorefrontOutlinedIcon sx={{ fontSize: 44 }} />
      </Box>
      <Typography variant="h4" component="h1" sx={{ mt: 3 }}>
        Producto no encontrado
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5 }}>
        {productNotFound}
      </Typography>
      <Button component={RouterLink} to={basePath} variant="contained" size="large" sx={{ mt: 4 }}>
        Ver productos
      </Button>
    </Container>
  );
}

function DetailSkeleton() {
  const bar = (width: string, height: number) => (
    <Box sx={{ width, height, borderRadius: 0.6, bgcolor: '#efe7dd', mt: 2 }} />
  );
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }} aria-busy>
      <Box
        aria-hidden
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: '1.1fr 1fr' },
          gap: { xs: 3, md: 6 },
          '@keyframes product-detail-pulse': { '50%': { opacity: 0.55 } },
          animation: 'product-detail-pulse 1.6s ease-in-out infinite',
        }}
      >
        <Box sx={{ aspectRatio: '1 / 1', borderRadius: 2, bgcolor: '#f1e9df' }} />
        <Box>
          {bar('30%', 14)}
          {bar('80%', 40)}
          {bar('50%', 18)}
          {bar('100%', 140)}
          {bar('60%', 18)}
        </Box>
      </Box>
    </Container>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box component="li" sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <Box sx={{ color: 'secondary.main', display: 'flex', mt: '1px' }} aria-hidden>
        {icon}
      </Box>
      <Typography component="span">{children}</Typography>
    </Box>
  );
}

function PriceBlock({ product }: { product: ProductDetailData }) {
  const covering = categoryGroup(product.category_id) === 'covering';
  return (
    <Box
      sx={{
        bgcolor: '#fbf5ee',
        border: 1,
        borderColor: 'rgba(156, 79, 50, 0.18)',
        borderRadius: 1.6,
        p: { xs: 2, sm: 2.5 },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1.5 }}>
        <Typography
          component="p"
          aria-label={`Precio con IVA: ${formatCop(product.taxed_price)}`}
          sx={{
            fontSize: { xs: '2rem', md: '2.4rem' },
            fontWeight: 700,
            color: 'primary.dark',
            lineHeight: 1.1,
          }}
        >
          {formatCop(product.taxed_price)}
        </Typography>
        <Typography color="text.secondary">IVA incluido</Typography>
      </Box>
      {covering && product.price_per_m2 !== null ? (
        <Typography sx={{ mt: 0.75, fontWeight: 600 }}>
          {formatCop(product.price_per_m2)} por m²
        </Typography>
      ) : null}
      <Box
        component="dl"
        sx={{
          m: 0,
          mt: 1.5,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 2,
          rowGap: 0.5,
          fontSize: '0.95rem',
          color: 'text.secondary',
          '& dd': { m: 0, color: 'text.primary' },
        }}
      >
        <dt>Precio sin IVA</dt>
        <dd>{formatCop(product.price)}</dd>
        <dt>IVA ({MONEY.ivaPercent} %)</dt>
        <dd>{formatCop(product.iva)}</dd>
        <dt>Presentación</dt>
        <dd>{product.presentation}</dd>
        <dt>Unidad de venta</dt>
        <dd>{product.sale_unit === 'm²' ? 'Por m² (cajas completas)' : 'Por unidad'}</dd>
      </Box>
    </Box>
  );
}

function StockLine({ units }: { units: number }) {
  const inStock = units > 0;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box
        aria-hidden
        sx={{
          width: 10,
          height: 10,
          borderRadius: '50%',
          bgcolor: inStock ? 'success.main' : 'text.disabled',
        }}
      />
      <Typography sx={{ fontWeight: 600, color: inStock ? 'success.main' : 'text.secondary' }}>
        {stockText(units)}
      </Typography>
    </Box>
  );
}

function SpecsTable({ product }: { product: ProductDetailData }) {
  const rows = productSpecs(product);
  return (
    <Box component="section" aria-labelledby="product-specs-title">
      <Typography id="product-specs-title" variant="h5" component="h2" sx={SECTION_TITLE}>
        Especificaciones
      </Typography>
      <Box
        component="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          fontSize: '0.95rem',
          '& th, & td': {
            textAlign: 'left',
            py: 1.1,
            px: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
            verticalAlign: 'top',
          },
          '& th': { fontWeight: 500, color: 'text.secondary', width: '45%' },
          '& tr:nth-of-type(odd)': { bgcolor: 'rgba(243, 235, 224, 0.5)' },
        }}
      >
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}

function ProductView({ product, basePath }: { product: ProductDetailData; basePath: string }) {
  useDocumentTitle(product.name);
  const covering = categoryGroup(product.category_id) === 'covering';
  // The lazy sections below read these: asked for here, they load with their code. Prefetched,
  // not watched: their answers re-render those sections only, not the whole page (a query's
  // update re-renders its watchers at once, without yielding to the browser).
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(storeAdvisersQuery(product.store));
    void queryClient.prefetchQuery(productReviewsQuery(product.id));
  }, [queryClient, product.store, product.id]);
  const images = [
    ...(product.principal_image ? [product.principal_image] : []),
    ...product.ambient_images,
  ];
  const storePath = `/${encodeURIComponent(product.store)}/productos`;
  // The description, specifications, reviews and complementary products come after the first
  // screen is painted (decision 056).
  const belowTheFirstScreen = useAfterFirstPaint();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2.5, md: 4 } }}>
      <Box
        component="nav"
        aria-label="Ruta de navegación"
        sx={{ mb: { xs: 2, md: 3 }, fontSize: '0.9rem', color: 'text.secondary' }}
      >
        <Box
          component="ol"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            '& li + li::before': { content: '"›"', mr: 1, color: 'text.disabled' },
          }}
        >
          <li>
            <Link component={RouterLink} to={basePath} color="inherit">
              Productos
            </Link>
          </li>
          <li>
            <Link
              component={RouterLink}
              to={`${basePath}?categoria=${product.category_id}`}
              color="inherit"
            >
              {product.category}
            </Link>
          </li>
          <Box
            component="li"
            aria-current="page"
            sx={{ color: 'text.primary', display: { xs: 'none', sm: 'list-item' } }}
          >
            {product.name}
          </Box>
        </Box>
      </Box>

      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1.1fr) minmax(0, 1fr)' },
          // Phones read the name first, then see the photos, then the price.
          gridTemplateAreas: { xs: '"head" "gallery" "buy"', md: '"gallery head" "gallery buy"' },
          gridTemplateRows: { md: 'auto 1fr' },
          columnGap: 6,
          rowGap: { xs: 2.5, md: 2.5 },
          alignItems: 'start',
        }}
      >
        <Box sx={{ gridArea: 'gallery' }}>
          <ProductGallery name={product.name} images={images} />
        </Box>
        <Box sx={{ gridArea: 'head' }}>
          <Typography variant="overline" color="primary" component="p">
            {product.category}
          </Typography>
          <Typography
            variant="h3"
            component="h1"
            sx={{ fontSize: { xs: '1.9rem', md: '2.4rem' }, lineHeight: 1.15 }}
          >
            {product.name}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {product.brand ? (
              <>
                Marca{' '}
                <Box component="strong" sx={{ color: 'text.primary', fontWeight: 600 }}>
                  {product.brand.name}
                </Box>{' '}
                ·{' '}
              </>
            ) : null}
            Vendido por{' '}
            <Link component={RouterLink} to={storePath} sx={{ fontWeight: 600 }}>
              {product.company_name}
            </Link>
          </Typography>
        </Box>
        <Box sx={{ gridArea: 'buy', display: 'grid', gap: 2.5 }}>
          <PriceBlock product={product} />
          <StockLine units={product.units_available} />
          <AddToCart product={product} />

          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
            <FavoriteButton productId={product.id} isFavorite={product.is_favorite} />
            {product.technical_sheet ? (
              <Button
                component="a"
                href={product.technical_sheet.url}
                target="_blank"
                rel="noopener noreferrer"
                variant="text"
                size="large"
                startIcon={<DescriptionOutlinedIcon />}
              >
                Ver ficha técnica
              </Button>
            ) : null}
          </Box>

          <Suspense fallback={null}>
            <AdviserPicker product={product} />
          </Suspense>

          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 1.25,
              pt: 2,
              borderTop: 1,
              borderColor: 'divider',
            }}
          >
            <Fact icon={<LocalShippingOutlinedIcon />}>
              Entrega estimada en {product.delivery_estimate_days} días
            </Fact>
            <Fact icon={<VerifiedOutlinedIcon />}>
              {product.warranty > 0 ? `Garantía de ${product.warranty_text}` : 'Sin garantía'}
            </Fact>
            <Fact icon={<StorefrontOutlinedIcon />}>
              Despacha{' '}
              <Link component={RouterLink} to={storePath}>
                {product.company_name}
              </Link>
            </Fact>
          </Box>
        </Box>
      </Box>

      {belowTheFirstScreen ? (
        <>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1.1fr) minmax(0, 1fr)' },
              gap: { xs: 4, md: 6 },
              mt: { xs: 5, md: 8 },
            }}
          >
            <Box component="section" aria-labelledby="product-description-title">
              <Typography
                id="product-description-title"
                variant="h5"
                component="h2"
                sx={SECTION_TITLE}
              >
                Descripción
              </Typography>
              <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.75 }}>
                {product.description}
              </Typography>
              {covering && product.min_sale_unit ? (
                <Typography
                  sx={{ mt: 3, p: 2, borderRadius: 1.2, bgcolor: '#f3ebe0', fontSize: '0.95rem' }}
                >
                  Se vende en cajas completas de {formatNumber(product.min_sale_unit)} m². Para
                  calcular cuántas necesitas, divide el área de tu espacio entre{' '}
                  {formatNumber(product.min_sale_unit)} y redondea hacia arriba.
                </Typography>
              ) : null}
            </Box>
            <SpecsTable product={product} />
          </Box>

          <Suspense fallback={null}>
            <ProductReviews productId={product.id} titleSx={SECTION_TITLE} />
          </Suspense>

          {covering && product.brand ? (
            <ComplementariesRow brandId={product.brand.id} basePath={basePath} />
          ) : null}
        </>
      ) : (
        // Holds the footer below the first screen until the rest comes, so nothing shown moves.
        <Box sx={{ minHeight: '100vh' }} />
      )}
    </Container>
  );
}

/** The products a covering's brand recommends laying it with. */
function ComplementariesRow({ brandId, basePath }: { brandId: number; basePath: string }) {
  const complementaries = useComplementaries(brandId);
  return (
    <Box sx={{ mt: { xs: 5, md: 8 } }}>
      <ProductRow
        title="Complementa tu instalación"
        subtitle="Pegantes y boquillas recomendados para esta marca."
        products={complementaries.data}
        loading={complementaries.isPending && complementaries.fetchStatus !== 'idle'}
        hrefOf={(item) => `${basePath}/${item.slug}`}
      />
    </Box>
  );
}

/** Adds the favourite a visitor asked for before logging in, once, then cleans the address. */
function useFavoriteAfterLogin(product: ProductDetailData | undefined) {
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const { toggle } = useFavoriteToggle();
  const done = useRef(false);
  const asked = params.get(FAVORITE_AFTER_LOGIN_PARAM) === FAVORITE_AFTER_LOGIN_VALUE;
  useEffect(() => {
    if (!asked || !product || done.current) return;
    done.current = true;
    if (isBuyer(session?.roleId) && !product.is_favorite) toggle(product.id, false);
    const next = new URLSearchParams(params);
    next.delete(FAVORITE_AFTER_LOGIN_PARAM);
    setParams(next, { replace: true, preventScrollReset: true });
  }, [asked, product, session, toggle, params, setParams]);
}

export function ProductDetail({ productSlug, basePath }: ProductDetailProps) {
  const productId = productIdFromSlug(productSlug);
  const query = useProduct(productId);
  const navigate = useNavigate();
  const location = useLocation();
  const product = query.data;
  useFavoriteAfterLogin(product);

  // An old or shortened slug moves to the product's own address.
  useEffect(() => {
    if (product && product.slug !== productSlug) {
      void navigate(`${basePath}/${product.slug}${location.search}`, { replace: true });
    }
  }, [product, productSlug, basePath, location.search, navigate]);

  if (productId === null) return <ProductNotFound basePath={basePath} />;
  // A page already shown (the one its HTML carried) stays when asking for it again fails.
  if (query.isError && !product) {
    if (isApiError(query.error) && query.error.statusCode === 404) {
      return <ProductNotFound basePath={basePath} />;
    }
    return (
      <Container maxWidth="sm" sx={{ py: 8 }}>
        <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />
      </Container>
    );
  }
  if (!product) return <DetailSkeleton />;
  return <ProductView product={product} basePath={basePath} />;
}
