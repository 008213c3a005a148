import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { useStoreSettings } from '../api/get-store-settings';
import { StoreBannersSection } from '../components/store-banners-section';
import { StoreBrandingSection } from '../components/store-branding-section';
import { StoreNavbarLinksSection } from '../components/store-navbar-links-section';
import { StoreSocialLinksSection } from '../components/store-social-links-section';
import { LoadError } from '../../../components/load-error';

interface StoreSettingsPageProps {
  title: string;
}

/**
 * `/proveedor/preferencias` (part 2 §2.5 Storefront settings): the white-label store's four
 * sections — brand, banners, navbar links and social links — each saved on its own.
 */
export function StoreSettingsPage({ title }: StoreSettingsPageProps) {
  const { data: settings, error, isPending } = useStoreSettings();

  if (isPending) {
    return (
      <>
        <PageTitle title={title} />
        <PageLoader />
      </>
    );
  }
  if (!settings) {
    return (
      <>
        <PageTitle title={title} />
        <LoadError error={error} />
      </>
    );
  }

  return (
    <>
      <PageTitle
        title={title}
        subtitle="Personaliza cómo ven tus clientes tu tienda en línea."
        actions={
          <Button
            variant="outlined"
            href={`/${encodeURIComponent(settings.store)}/productos`}
            target="_blank"
            rel="noopener"
            endIcon={<OpenInNewIcon />}
          >
            Ver mi tienda
          </Button>
        }
      />
      <Stack spacing={3}>
        <StoreBrandingSection settings={settings} />
        <StoreBannersSection banners={settings.company_banner} />
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            alignItems: 'start',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <StoreNavbarLinksSection links={settings.company_navbarLinks} />
          <StoreSocialLinksSection links={settings.company_social_Media_Links} />
        </Box>
      </Stack>
    </>
  );
}
