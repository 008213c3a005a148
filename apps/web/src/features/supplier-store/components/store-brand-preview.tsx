import { useEffect, useMemo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { ThemeProvider } from '@mui/system';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { StoreSocialIcon } from '../../../components/store-social-icon';
import { loadStoreFont } from '../../../lib/store-fonts';
import { createStoreTheme, type StoreLook } from '../../../lib/store-theme';

interface StoreBrandPreviewProps {
  look: StoreLook;
  companyName: string;
  logoUrl: string | null;
}

/**
 * A small store drawn with the colours and font being chosen, before they are saved: top bar,
 * the navigation bar in the primary colour, a product with its buttons, the footer in the
 * secondary colour. It only illustrates, so assistive technology skips it.
 */
export function StoreBrandPreview({ look, companyName, logoUrl }: StoreBrandPreviewProps) {
  const outer = useTheme();
  const { company_primary_color: primary, company_secondary_color: secondary } = look;
  const font = look.company_font_type;
  const theme = useMemo(
    () =>
      createStoreTheme(outer, {
        company_primary_color: primary,
        company_secondary_color: secondary,
        company_font_type: font,
      }),
    [outer, primary, secondary, font],
  );
  useEffect(() => {
    void loadStoreFont(font);
  }, [font]);

  return (
    <ThemeProvider theme={theme}>
      <Box
        aria-hidden
        data-testid="store-preview"
        sx={{
          border: 1,
          borderColor: 'divider',
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'background.paper',
          fontFamily: (theme) => theme.typography.fontFamily,
        }}
      >
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.25, gap: 1 }}
        >
          {logoUrl ? (
            <Box
              component="img"
              src={logoUrl}
              alt=""
              sx={{ height: 32, maxWidth: 140, objectFit: 'contain' }}
            />
          ) : (
            <Typography variant="subtitle1" component="span" noWrap sx={{ fontWeight: 700 }}>
              {companyName}
            </Typography>
          )}
          <ShoppingCartOutlinedIcon fontSize="small" />
        </Stack>
        <Stack
          direction="row"
          spacing={2}
          sx={{
            px: 2,
            py: 1,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            typography: 'body2',
            fontWeight: 600,
          }}
        >
          <span>Productos</span>
          <span>Baños</span>
          <span>Cocinas</span>
        </Stack>
        <Box sx={{ p: 2 }}>
          <Typography variant="h6" component="p">
            Porcelanato para tu hogar
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Así se ven los textos de tu tienda con la fuente {look.company_font_type}.
          </Typography>
          <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
            <Button variant="contained" size="small" tabIndex={-1}>
              Agregar al carrito
            </Button>
            <Button variant="outlined" color="secondary" size="small" tabIndex={-1}>
              Ver detalle
            </Button>
          </Stack>
        </Box>
        <Stack
          direction="row"
          spacing={1}
          sx={{
            alignItems: 'center',
            px: 2,
            py: 1,
            bgcolor: 'secondary.main',
            color: 'secondary.contrastText',
            typography: 'caption',
          }}
        >
          <span>Síguenos</span>
          <StoreSocialIcon typeId={1} fontSize="small" />
          <StoreSocialIcon typeId={2} fontSize="small" />
        </Stack>
      </Box>
    </ThemeProvider>
  );
}
