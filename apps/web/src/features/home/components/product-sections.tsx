import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import type { ProductCardData } from '@hogarte/shared/contracts/storefront';
import { ProductRow } from '../../../components/product-row';
import { HOME_ROW_SIZE, useFeaturedProducts } from '../api/get-featured-products';
import { useSeasonalProducts } from '../api/get-seasonal-products';

const hrefOf = (product: ProductCardData) => `/productos/${product.slug}`;

function SeeAll() {
  return (
    <Button
      component={RouterLink}
      to="/productos"
      endIcon={<ArrowForwardIcon />}
      sx={{ flexShrink: 0, display: { xs: 'none', sm: 'inline-flex' } }}
    >
      Ver todos
    </Button>
  );
}

/** 'Productos destacados': the suppliers' featured products. */
export function FeaturedProducts() {
  const { data, isPending } = useFeaturedProducts();
  if (!isPending && !data?.items.length) return null;
  return (
    <Container maxWidth="lg" sx={{ pb: { xs: 6, md: 9 } }}>
      <ProductRow
        title="Productos destacados"
        subtitle="Pisos, revestimientos, iluminación y decoración elegidos por nuestros proveedores."
        products={data?.items}
        loading={isPending}
        hrefOf={hrefOf}
        placeholders={HOME_ROW_SIZE}
        action={<SeeAll />}
        large
      />
    </Container>
  );
}

/** 'Temporada': the admin's seasonal selection. */
export function SeasonalProducts() {
  const { data, isPending } = useSeasonalProducts();
  if (!isPending && !data?.items.length) return null;
  return (
    <Container maxWidth="lg" sx={{ pt: { xs: 6, md: 9 } }}>
      <ProductRow
        title="Temporada"
        subtitle="Ideas para renovar tus espacios en esta época del año."
        products={data?.items}
        loading={isPending}
        hrefOf={hrefOf}
        placeholders={HOME_ROW_SIZE}
        action={<SeeAll />}
        large
      />
    </Container>
  );
}
