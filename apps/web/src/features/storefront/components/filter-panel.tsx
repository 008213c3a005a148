import { memo, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ProductFilters } from '@hogarte/shared/contracts/storefront';
import {
  CATALOGUE_PARAM,
  countActiveFilters,
  toggled,
  withFilters,
  withoutFilters,
  type CatalogueState,
} from '../utils/catalogue-query';
import { PriceRangeFilter } from './price-range-filter';

export const CLEAR_FILTERS_LABEL = 'Limpiar filtros';

interface FilterGroupProps {
  legend: string;
  children: ReactNode;
}

function FilterGroup({ legend, children }: FilterGroupProps) {
  return (
    <Box
      component="fieldset"
      sx={{ border: 0, m: 0, p: 0, py: 2, borderTop: 1, borderColor: 'divider', minWidth: 0 }}
    >
      <Typography
        component="legend"
        sx={{ fontWeight: 600, fontSize: '0.95rem', mb: 1, p: 0, float: 'left', width: '100%' }}
      >
        {legend}
      </Typography>
      <Box sx={{ clear: 'both' }}>{children}</Box>
    </Box>
  );
}

interface CheckOptionProps {
  /** The address's parameter, so the field is named as the filter it sets. */
  name: string;
  value: string | number;
  label: string;
  count: number;
  checked: boolean;
  onToggle: () => void;
}

function CheckOption({ name, value, label, count, checked, onToggle }: CheckOptionProps) {
  return (
    <Box
      component="label"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1.25,
        py: 0.5,
        cursor: 'pointer',
        fontSize: '0.95rem',
        '& input': { width: 18, height: 18, m: 0, accentColor: '#9c4f32', cursor: 'pointer' },
      }}
    >
      <input type="checkbox" name={name} value={value} checked={checked} onChange={onToggle} />
      <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
        {label}{' '}
        <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.85rem' }}>
          ({count})
        </Box>
      </Box>
    </Box>
  );
}

function ColorSwatches({
  colors,
  selected,
  onToggle,
}: {
  colors: ProductFilters['colors'];
  selected: readonly number[];
  onToggle: (id: number) => void;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {colors.map((color) => {
        const checked = selected.includes(color.id);
        return (
          <Box
            component="label"
            key={color.id}
            title={`${color.name} (${color.count})`}
            sx={{ position: 'relative', display: 'inline-flex', cursor: 'pointer' }}
          >
            <Box
              component="input"
              type="checkbox"
              name={CATALOGUE_PARAM.color}
              value={color.id}
              checked={checked}
              onChange={() => onToggle(color.id)}
              aria-label={color.name}
              sx={{
                position: 'absolute',
                inset: 0,
                opacity: 0,
                m: 0,
                cursor: 'pointer',
                '&:focus-visible + span': { outline: '2px solid', outlineColor: 'primary.main' },
              }}
            />
            <Box
              component="span"
              aria-hidden
              sx={{
                width: 32,
                height: 32,
                borderRadius: '50%',
                bgcolor: color.hex,
                border: '1px solid rgba(60, 40, 30, 0.2)',
                outlineOffset: 2,
                boxShadow: checked ? '0 0 0 2px #fff, 0 0 0 4px #9c4f32' : 'none',
                display: 'grid',
                placeItems: 'center',
                transition: 'box-shadow 150ms',
              }}
            />
          </Box>
        );
      })}
    </Box>
  );
}

interface FilterPanelProps {
  state: CatalogueState;
  filters: ProductFilters | undefined;
  onChange: (next: CatalogueState) => void;
  /** The side bar names the panel; the phones' drawer has a title of its own. */
  heading?: boolean;
}

/** Price, material, brand and colour of the category on screen, with their product counts. */
function FilterPanelView({ state, filters, onChange, heading = true }: FilterPanelProps) {
  const active = countActiveFilters(state);
  const { price, materials = [], brands = [], colors = [] } = filters ?? {};
  return (
    <Box component="section" aria-label="Filtros">
      {heading || active > 0 ? (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            minHeight: 40,
            mb: 0.5,
          }}
        >
          {heading ? (
            <Typography variant="overline" component="h2" color="text.secondary">
              Filtros
            </Typography>
          ) : (
            <span />
          )}
          {active > 0 ? (
            <Button size="small" onClick={() => onChange(withoutFilters(state))}>
              {CLEAR_FILTERS_LABEL}
            </Button>
          ) : null}
        </Box>
      ) : null}
      {price && price.max > price.min ? (
        <FilterGroup legend="Precio">
          <PriceRangeFilter
            bounds={price}
            minPrice={state.minPrice}
            maxPrice={state.maxPrice}
            onChange={(minPrice, maxPrice) => onChange(withFilters(state, { minPrice, maxPrice }))}
          />
        </FilterGroup>
      ) : null}
      {materials.length > 0 ? (
        <FilterGroup legend="Material">
          {materials.map((material) => (
            <CheckOption
              key={material.name}
              name={CATALOGUE_PARAM.material}
              value={material.name}
              label={material.name}
              count={material.count}
              checked={state.materials.includes(material.name)}
              onToggle={() =>
                onChange(withFilters(state, { materials: toggled(state.materials, material.name) }))
              }
            />
          ))}
        </FilterGroup>
      ) : null}
      {brands.length > 0 ? (
        <FilterGroup legend="Marca">
          {brands.map((brand) => (
            <CheckOption
              key={brand.id}
              name={CATALOGUE_PARAM.brand}
              value={brand.id}
              label={brand.name}
              count={brand.count}
              checked={state.brandIds.includes(brand.id)}
              onToggle={() =>
                onChange(withFilters(state, { brandIds: toggled(state.brandIds, brand.id) }))
              }
            />
          ))}
        </FilterGroup>
      ) : null}
      {colors.length > 0 ? (
        <FilterGroup legend="Color">
          <ColorSwatches
            colors={colors}
            selected={state.colorIds}
            onToggle={(id) =>
              onChange(withFilters(state, { colorIds: toggled(state.colorIds, id) }))
            }
          />
        </FilterGroup>
      ) : null}
    </Box>
  );
}

/** Sections load one by one: the panel renders again only when its own inputs change. */
export const FilterPanel = memo(FilterPanelView);
