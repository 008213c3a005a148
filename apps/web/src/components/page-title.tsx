import { createContext, useContext, useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useBrandName } from '../lib/settings';

/**
 * Whose name a tab carries after the screen's: a supplier's store names itself (`Pago |
 * Cerámicas del Valle`) on every page inside it; elsewhere it is the marketplace's.
 */
export const TitleBrandContext = createContext<string | null>(null);

/** Keeps the browser tab's title in step with the screen: `Ventas | Hogarte`. */
export function useDocumentTitle(title: string): void {
  const marketplace = useBrandName();
  const brand = useContext(TitleBrandContext) ?? marketplace;
  useEffect(() => {
    document.title = title ? `${title} | ${brand}` : brand;
  }, [title, brand]);
}

interface PageTitleProps {
  title: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
}

/** The heading every screen starts with; also sets the document title. */
export function PageTitle({ title, subtitle, actions }: PageTitleProps) {
  useDocumentTitle(title);
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-end',
        justifyContent: 'space-between',
        gap: 2,
        mb: 3,
      }}
    >
      <Box>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        {subtitle ? (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        ) : null}
      </Box>
      {actions}
    </Box>
  );
}
