import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { MESSAGES } from '@hogarte/shared/messages';
import { PageTitle } from '../../../components/page-title';
import { ProductCard, ProductCardSkeleton } from '../../../components/product-card';
import { isApiError } from '../../../lib/http';
import { showToast } from '../../../lib/toast';
import { useFavorites } from '../api/get-favorites';
import { useRemoveFavorite } from '../api/remove-favorite';

const GRID_SX = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: { xs: 1.5, sm: 2.5 },
  gridTemplateColumns: {
    xs: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    md: 'repeat(4, minmax(0, 1fr))',
  },
} as const;

function EmptyFavorites() {
  return (
    <Box
      role="status"
      sx={{
        textAlign: 'center',
        py: { xs: 6, md: 10 },
        px: 2,
        border: '1px dashed',
        borderColor: 'divider',
        borderRadius: 1.6,
        bgcolor: 'background.paper',
      }}
    >
      <FavoriteBorderIcon sx={{ fontSize: 48, color: 'primary.light' }} aria-hidden />
      <Typography variant="h6" component="p" sx={{ mt: 1 }}>
        {MESSAGES.favoritesEmpty}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        Guarda aquí los productos que te gustan para encontrarlos rápido.
      </Typography>
      <Button component={RouterLink} to="/productos" variant="contained" sx={{ mt: 3 }}>
        Ver productos
      </Button>
    </Box>
  );
}

/** `/favoritos`: the client's or designer's favourite products, each removable. */
export function FavoritesPage({ title }: { title: string }) {
  const favorites = useFavorites();
  const remove = useRemoveFavorite();
  const removeOne = (productId: number) =>
    remove.mutate(productId, {
      onSuccess: (answer) => showToast(answer?.message ?? MESSAGES.favoriteRemoved, 'success'),
      onError: (error) =>
        showToast(isApiError(error) ? error.message : MESSAGES.unexpected, 'error'),
    });

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <PageTitle title={title} subtitle="Los productos que guardaste para tus proyectos." />
      {favorites.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void favorites.refetch()}>
              Reintentar
            </Button>
          }
        >
          {isApiError(favorites.error) ? favorites.error.message : MESSAGES.unexpected}
        </Alert>
      ) : favorites.data?.length === 0 ? (
        <EmptyFavorites />
      ) : (
        <Box component="ul" sx={GRID_SX} aria-busy={favorites.isPending}>
          {favorites.data
            ? favorites.data.map((product, index) => (
                <li key={product.id}>
                  <ProductCard
                    product={product}
                    href={`/productos/${product.slug}`}
                    headingComponent="h2"
                    eagerImage={index < 4}
                    action={
                      <Button
                        size="small"
                        color="inherit"
                        startIcon={<DeleteOutlineIcon />}
                        onClick={() => removeOne(product.id)}
                        disabled={remove.isPending && remove.variables === product.id}
                        aria-label={`Quitar ${product.name} de favoritos`}
                        sx={{ color: 'text.secondary', px: 1 }}
                      >
                        Quitar
                      </Button>
                    }
                  />
                </li>
              ))
            : Array.from({ length: 4 }, (_, index) => (
                <li key={index}>
                  <ProductCardSkeleton />
                </li>
              ))}
        </Box>
      )}
    </Container>
  );
}
