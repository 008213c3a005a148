import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Store } from '@hogarte/shared/contracts/store-settings';
import { SOCIAL_NETWORK_LABELS } from '@hogarte/shared/storefront';
import { StoreSocialIcon } from '../../../components/store-social-icon';
import { WHATSAPP_CLEARANCE } from '../../../components/whatsapp-clearance';

interface StoreFooterProps {
  store: Store;
  /** The marketplace's name: the store says, discreetly, where it lives. */
  brandName: string;
  companyName: string;
}

/** The store's footer in its secondary colour: its social networks and a quiet marketplace link. */
export function StoreFooter({ store, brandName, companyName }: StoreFooterProps) {
  const socials = store.company_social_Media_Links;
  return (
    <Box
      component="footer"
      sx={{
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        mt: 'auto',
        pt: { xs: 4, md: 5 },
        // Room below for the floating WhatsApp button, which covers the bottom right corner.
        pb: WHATSAPP_CLEARANCE,
      }}
    >
      <Container maxWidth="lg">
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={3}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
        >
          <Box>
            <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
              {store.company_name}
            </Typography>
            <Link
              component={RouterLink}
              to={`/${companyName}/productos`}
              color="inherit"
              variant="body2"
            >
              Ver todos los productos
            </Link>
          </Box>
          {socials.length > 0 ? (
            <Box component="nav" aria-label={`Redes sociales de ${store.company_name}`}>
              <Stack
                component="ul"
                direction="row"
                spacing={0.5}
                sx={{ listStyle: 'none', m: 0, p: 0 }}
              >
                {socials.map((social) => {
                  const label = SOCIAL_NETWORK_LABELS[social.socialMediaTypeId] ?? social.name;
                  return (
                    <li key={social.id}>
                      <IconButton
                        component="a"
                        href={social.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        aria-label={`${label} de ${store.company_name}`}
                        color="inherit"
                        sx={{ border: 1, borderColor: 'currentColor' }}
                      >
                        <StoreSocialIcon typeId={social.socialMediaTypeId} />
                      </IconButton>
                    </li>
                  );
                })}
              </Stack>
            </Box>
          ) : null}
        </Stack>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={{ xs: 1, sm: 3 }}
          sx={{
            mt: 4,
            pt: 2,
            borderTop: 1,
            borderColor: 'currentColor',
          }}
        >
          <Typography variant="caption" component="p">
            © {new Date().getFullYear()} {store.company_name}. Precios en pesos colombianos (COP).
          </Typography>
          <Link component={RouterLink} to="/" color="inherit" variant="caption">
            Tienda en {brandName}
          </Link>
        </Stack>
      </Container>
    </Box>
  );
}
