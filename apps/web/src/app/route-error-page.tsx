import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { unexpected } from '@hogarte/shared/message-texts/general';

/**
 * Shown when a screen fails to render or its code cannot be loaded (a new deploy replaced the
 * chunks of an open tab): reloading fetches the current version.
 */
export function RouteErrorPage() {
  return (
    <Container maxWidth="sm" sx={{ py: 10, textAlign: 'center' }}>
      <Typography variant="h4" component="h1">
        Algo salió mal
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 2 }}>
        {unexpected}
      </Typography>
      <Button variant="contained" sx={{ mt: 4 }} onClick={() => window.location.reload()}>
        Recargar la página
      </Button>
    </Container>
  );
}
