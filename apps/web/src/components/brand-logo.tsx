import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import SvgIcon from '@mui/material/SvgIcon';
import Typography from '@mui/material/Typography';

interface BrandLogoProps {
  name: string;
  to: string;
  /** A company storefront shows its own logo instead of the marketplace mark. */
  logoUrl?: string | null;
}

/** The marketplace mark and name; the brand name is configurable, so it is text, not an image. */
export function BrandLogo({ name, to, logoUrl }: BrandLogoProps) {
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-label={`${name}, ir al inicio`}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'text.primary',
        textDecoration: 'none',
        minWidth: 0,
        // Long configured names may shorten on phones, never beside the desktop links.
        flexShrink: { xs: 1, lg: 0 },
      }}
    >
      {logoUrl ? (
        <Box component="img" src={logoUrl} alt="" sx={{ height: 36, width: 'auto' }} />
      ) : (
        <SvgIcon sx={{ color: 'primary.main', fontSize: 34 }} viewBox="0 0 64 64" aria-hidden>
          <rect width="64" height="64" rx="14" />
          <path
            d="M14 32 32 17l18 15v17a3 3 0 0 1-3 3H37V39H27v13H17a3 3 0 0 1-3-3z"
            fill="#fbf7f1"
          />
        </SvgIcon>
      )}
      <Typography
        component="span"
        variant="h5"
        noWrap
        sx={{ fontFamily: (theme) => theme.typography.h1.fontFamily, fontWeight: 600 }}
      >
        {name}
      </Typography>
    </Box>
  );
}
