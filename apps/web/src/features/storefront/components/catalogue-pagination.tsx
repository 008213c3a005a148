import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { pageItems } from '../utils/pagination';

interface CataloguePaginationProps {
  page: number;
  totalPages: number;
  /** The address of a page, with every other choice of the view kept. */
  hrefOf: (page: number) => string;
  onNavigate: () => void;
}

const ITEM_SX = {
  minWidth: 40,
  height: 40,
  px: 1,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 999,
  fontSize: '0.95rem',
  textDecoration: 'none',
  color: 'text.primary',
  '&:hover': { bgcolor: 'rgba(156, 79, 50, 0.08)' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
} as const;

/** Page links (real links: a page of the catalogue has its own address). */
export function CataloguePagination({
  page,
  totalPages,
  hrefOf,
  onNavigate,
}: CataloguePaginationProps) {
  const items = pageItems(page, totalPages);
  if (items.length === 0) return null;
  const edge = (target: number, label: string, icon: ReactNode, enabled: boolean) =>
    enabled ? (
      <Box
        component={RouterLink}
        to={hrefOf(target)}
        preventScrollReset
        onClick={onNavigate}
        aria-label={label}
        sx={ITEM_SX}
      >
        {icon}
      </Box>
    ) : (
      <Box component="span" aria-hidden sx={{ ...ITEM_SX, color: 'text.disabled' }}>
        {icon}
      </Box>
    );
  return (
    <Box component="nav" aria-label="Paginación">
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          gap: 0.5,
        }}
      >
        <li>{edge(page - 1, 'Página anterior', <ChevronLeftIcon />, page > 1)}</li>
        {items.map((item, index) =>
          item === 'gap' ? (
            <Box component="li" key={`gap-${index}`} aria-hidden sx={{ ...ITEM_SX, minWidth: 24 }}>
              …
            </Box>
          ) : (
            <li key={item}>
              <Box
                component={RouterLink}
                to={hrefOf(item)}
                preventScrollReset
                onClick={onNavigate}
                aria-label={item === page ? `Página ${item}, actual` : `Ir a la página ${item}`}
                aria-current={item === page ? 'page' : undefined}
                sx={{
                  ...ITEM_SX,
                  ...(item === page
                    ? {
                        bgcolor: 'primary.main',
                        color: 'primary.contrastText',
                        fontWeight: 600,
                        '&:hover': { bgcolor: 'primary.dark' },
                      }
                    : {}),
                }}
              >
                {item}
              </Box>
            </li>
          ),
        )}
        <li>{edge(page + 1, 'Página siguiente', <ChevronRightIcon />, page < totalPages)}</li>
      </Box>
    </Box>
  );
}
