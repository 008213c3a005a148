import { Link as RouterLink } from 'react-router';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

export const ADVISER_LIST_PATH = '/proveedor/asesor/lista';

/** 'Asesores › …': the way back to the list, ending with the page (or adviser) shown. */
export function AdviserBreadcrumbs({ current }: { current: string }) {
  return (
    <Breadcrumbs aria-label="Ruta de navegación" sx={{ mb: 1.5 }}>
      <Link component={RouterLink} to={ADVISER_LIST_PATH} underline="hover" color="inherit">
        Asesores
      </Link>
      <Typography color="text.primary" aria-current="page" sx={{ overflowWrap: 'anywhere' }}>
        {current}
      </Typography>
    </Breadcrumbs>
  );
}
