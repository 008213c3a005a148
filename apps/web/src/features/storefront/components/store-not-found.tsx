import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { unexpected } from '@hogarte/shared/message-texts/general';
import { storeNotFound } from '@hogarte/shared/message-texts/storefront';
import { useDocumentTitle } from '../../../components/page-title';

interface StoreNotFoundProps {
  brandName: string;
  /** Anything but "no such store" (the network, the server): offered again. */
  onRetry?: (() => void) | undefined;
}

/**
 * A store path that names no visible supplier: said plainly, with the way to the marketplace.
 * A failure to load gets a retry instead.
 */
export function StoreNotFound({ brandName, onRetry }: StoreNotFoundProps) {
  useDocumentTitle(onRetry ? 'Tienda' : 'Tienda no encontrada');
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Stack spacing={2.5} sx={{ alignItems: 'center' }}>
        <StorefrontOutlinedIcon aria-hidden sx={{ fontSize: 64, color: 'primary.light' }} />
        {onRetry ? (
          <>
            <Typography variant="h4" component="h1">
              No pudimos cargar esta tienda
            </Typography>
            <Alert severity="error">{unexpected}</Alert>
            <Button variant="contained" onClick={onRetry}>
              Intentar de nuevo
            </Button>
          </>
        ) : (
          <>
            <Typography variant="h4" component="h1">
              {storeNotFound}
            </Typography>
            <Typography color="text.secondary">
              Revisa la dirección, o descubre los productos de todas las tiendas de {brandName}.
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <Button variant="contained" component={RouterLink} to="/productos">
                Ver productos de {brandName}
              </Button>
              <Button component={RouterLink} to="/">
                Ir al inicio
              </Button>
            </Stack>
          </>
        )}
      </Stack>
    </Container>
  );
}
