import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TravelExploreOutlinedIcon from '@mui/icons-material/TravelExploreOutlined';
import { MESSAGES } from '@hogarte/shared/messages';
import { LANDING_BY_ROLE } from '@hogarte/shared/routes';
import { useSession } from '../../../lib/session';

/** What was not found, in the sentence below the title. */
const WHAT = {
  remodeling: 'Esta hoja de proceso',
  presential: 'Esta asesoría presencial',
} as const;

/**
 * Someone with no part in a sheet or a consultancy, or one that does not exist: the same answer
 * (the API's 404), with the way back to the viewer's own home.
 */
export function SheetNotFound({ kind }: { kind: keyof typeof WHAT }) {
  const session = useSession();
  const home = session ? LANDING_BY_ROLE[session.roleId] : '/';
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Stack spacing={2.5} sx={{ alignItems: 'center' }}>
        <TravelExploreOutlinedIcon aria-hidden sx={{ fontSize: 64, color: 'primary.light' }} />
        <Typography variant="h4" component="h1">
          {MESSAGES.notFound}
        </Typography>
        <Typography color="text.secondary">
          {WHAT[kind]} no existe o no haces parte de ella. Revisa el enlace o vuelve a tu inicio.
        </Typography>
        <Button variant="contained" component={RouterLink} to={home}>
          Volver a mi inicio
        </Button>
      </Stack>
    </Container>
  );
}
