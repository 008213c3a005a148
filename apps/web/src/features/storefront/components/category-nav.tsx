import { memo, useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CategoryWithCount } from '@hogarte/shared/contracts/storefront';
import { catalogueSearch, withCategory, type CatalogueState } from '../utils/catalogue-query';

interface CategoryNavProps {
  state: CatalogueState;
  basePath: string;
  categories: CategoryWithCount[] | undefined;
  /** A column in the side bar, or a row of pills that scrolls sideways on phones. */
  layout: 'column' | 'row';
}

interface CategoryLinkProps {
  label: string;
  count: number | null;
  to: string;
  current: boolean;
  layout: 'column' | 'row';
}

function CategoryLink({ label, count, to, current, layout }: CategoryLinkProps) {
  const row = layout === 'row';
  return (
    <Box
      component={RouterLink}
      to={to}
      aria-current={current ? 'page' : undefined}
      preventScrollReset
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
        whiteSpace: 'nowrap',
        textDecoration: 'none',
        color: current ? (row ? '#fff' : 'primary.dark') : 'text.primary',
        bgcolor: current ? (row ? 'primary.main' : 'rgba(156, 79, 50, 0.08)') : 'transparent',
        fontWeight: current ? 600 : 400,
        borderRadius: row ? 999 : 1,
        border: row ? 1 : 0,
        borderColor: current ? 'primary.main' : 'divider',
        px: row ? 1.75 : 1.5,
        py: row ? 0.75 : 0.9,
        fontSize: '0.95rem',
        transition: 'background-color 150ms',
        '&:hover': { bgcolor: current ? undefined : 'rgba(156, 79, 50, 0.06)' },
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      <span>{label}</span>{' '}
      {count === null ? null : (
        <Box
          component="span"
          sx={{
            fontSize: '0.8rem',
            color: current ? 'inherit' : 'text.secondary',
            opacity: current && row ? 0.9 : 1,
          }}
        >
          ({count})
        </Box>
      )}
    </Box>
  );
}

/**
 * "Todos" and every category with how many products it shows, as links that keep the view.
 * Categories without products are left out, unless the address names one.
 */
function CategoryNavView({ state, basePath, categories, layout }: CategoryNavProps) {
  const total = categories?.reduce((sum, category) => sum + category.productCount, 0) ?? null;
  const linkTo = (categoryId: number | null) =>
    `${basePath}${catalogueSearch(withCategory(state, categoryId))}`;
  const row = layout === 'row';
  const listRef = useRef<HTMLUListElement>(null);
  // Phones: the chosen category's pill is scrolled into sight. "Todos" leads the row, already in
  // sight; for another pill the positions are read in the next frame, once the page has been laid
  // out, rather than forcing a layout of the half-built page in the middle of React's commit.
  useEffect(() => {
    const list = listRef.current;
    if (!row || !list || state.categoryId === null) return;
    const frame = requestAnimationFrame(() => {
      const current = list.querySelector<HTMLElement>('[aria-current="page"]');
      if (current) list.scrollLeft = Math.max(0, current.offsetLeft - list.offsetLeft - 16);
    });
    return () => cancelAnimationFrame(frame);
  }, [row, state.categoryId, categories]);
  return (
    <Box component="nav" aria-label="Categorías">
      {row ? null : (
        <Typography variant="overline" component="h2" color="text.secondary" sx={{ px: 1.5 }}>
          Categorías
        </Typography>
      )}
      <Box
        component="ul"
        ref={listRef}
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          flexDirection: row ? 'row' : 'column',
          gap: row ? 1 : 0.25,
          overflowX: row ? 'auto' : 'visible',
          pb: row ? 0.5 : 0,
          mx: row ? -2 : 0,
          px: row ? 2 : 0,
          scrollbarWidth: 'none',
        }}
      >
        <li>
          <CategoryLink
            label="Todos"
            count={total}
            to={linkTo(null)}
            current={state.categoryId === null}
            layout={layout}
          />
        </li>
        {categories
          // A category without products is a dead end (a storefront has few of them all).
          ?.filter((category) => category.productCount > 0 || category.id === state.categoryId)
          .map((category) => (
            <li key={category.id}>
              <CategoryLink
                label={category.name}
                count={category.productCount}
                to={linkTo(category.id)}
                current={state.categoryId === category.id}
                layout={layout}
              />
            </li>
          ))}
      </Box>
    </Box>
  );
}

export const CategoryNav = memo(CategoryNavView);
