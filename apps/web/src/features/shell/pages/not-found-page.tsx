import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TravelExploreOutlinedIcon from '@mui/icons-material/TravelExploreOutlined';
import { LANDING_BY_ROLE } from '@hogarte/shared/routes';
import { useDocumentTitle } from '../../../components/page-title';
import { useSession } from '../../../lib/session';

/**
 * An address no route knows, for someone signed in (visitors go to the login, spec part 1 §2
 * Access; decision 014): said plainly, with the way back to the role's home.
 */
export function NotFoundPage({ title }: { title: string }) {
  useDocumentTitle(title);
  const session = useSession();
  const home = session ? LANDING_BY_ROLE[session.roleId] : '/';
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Stack spacing={2.5} sx={{ alignItems: 'center' }}>
        <TravelExploreOutlinedIcon aria-hidden sx={{ fontSize: 64, color: 'primary.light' }} />
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary">
          La dirección que abriste no existe o ya no está disponible. Revisa el enlace o vuelve a tu
          inicio.
        </Typography>
        <Button variant="contained" component={RouterLink} to={home}>
          Volver a mi inicio
        </Button>
      </Stack>
    </Container>
  );
}
