import { useEffect, useEffectEvent, useRef, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import { formatCop } from '@hogarte/shared/money';
import { CATALOGUE_PARAM } from '../utils/catalogue-query';

/** A step that gives the slider about a hundred positions, rounded to a readable amount. */
export function priceStep(min: number, max: number): number {
  const rough = Math.max(1, (max - min) / 100);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const nice = [1, 2, 5, 10].find((factor) => factor * magnitude >= rough) ?? 10;
  return nice * magnitude;
}

interface PriceRangeFilterProps {
  /** The category's cheapest and dearest products (with IVA). */
  bounds: { min: number; max: number };
  minPrice: number | null;
  maxPrice: number | null;
  /** `null` for an open end: the whole range is no filter at all. */
  onChange: (minPrice: number | null, maxPrice: number | null) => void;
}

/** How long the thumbs rest before the address changes. */
const COMMIT_DELAY_MS = 350;

const THUMB = {
  appearance: 'none',
  pointerEvents: 'auto',
  width: 22,
  height: 22,
  borderRadius: '50%',
  background: '#9c4f32',
  border: '3px solid #fff',
  boxShadow: '0 1px 4px rgba(60, 40, 30, 0.35)',
  cursor: 'grab',
} as const;

/** Both thumbs share one track: each input only catches the pointer on its own thumb. */
const RANGE_SX = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  m: 0,
  bgcolor: 'transparent',
  appearance: 'none',
  pointerEvents: 'none',
  outline: 'none',
  '&::-webkit-slider-runnable-track': { appearance: 'none', background: 'transparent' },
  '&::-moz-range-track': { background: 'transparent' },
  '&::-webkit-slider-thumb': THUMB,
  '&::-moz-range-thumb': THUMB,
  '&:focus-visible::-webkit-slider-thumb': { boxShadow: '0 0 0 4px rgba(156, 79, 50, 0.3)' },
  '&:focus-visible::-moz-range-thumb': { boxShadow: '0 0 0 4px rgba(156, 79, 50, 0.3)' },
} as const;

/**
 * Two thumbs over the category's price range, drawn with two native range inputs (light and
 * accessible: each is a slider with its own name). The address changes when a thumb is let go
 * (the input's native `change`), not on every step of the drag; 'Limpiar filtros' puts both
 * thumbs back at the ends.
 */
export function PriceRangeFilter({ bounds, minPrice, maxPrice, onChange }: PriceRangeFilterProps) {
  const step = priceStep(bounds.min, bounds.max);
  const low = Math.floor(bounds.min / step) * step;
  const high = Math.max(low + step, Math.ceil(bounds.max / step) * step);
  const chosen: [number, number] = [
    Math.min(Math.max(minPrice ?? low, low), high),
    Math.max(Math.min(maxPrice ?? high, high), low),
  ];
  const [value, setValue] = useState<[number, number]>(chosen);
  const [source, setSource] = useState(chosen.join('-'));
  // The address moved the range (cleared filters, back button): the thumbs follow.
  if (source !== chosen.join('-')) {
    setSource(chosen.join('-'));
    setValue(chosen);
  }

  const fromRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);
  const apply = useEffectEvent(() => {
    const from = Number(fromRef.current?.value ?? low);
    const to = Number(toRef.current?.value ?? high);
    onChange(from <= low ? null : from, to >= high ? null : to);
  });
  useEffect(() => {
    const inputs = [fromRef.current, toRef.current];
    // Arrow keys send a `change` per step: a short pause makes one address of a run of them.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onCommit = () => {
      clearTimeout(timer);
      timer = setTimeout(apply, COMMIT_DELAY_MS);
    };
    for (const input of inputs) input?.addEventListener('change', onCommit);
    return () => {
      clearTimeout(timer);
      for (const input of inputs) input?.removeEventListener('change', onCommit);
    };
  }, []);

  const percent = (amount: number) => ((amount - low) / (high - low)) * 100;
  const onFrom = (event: ChangeEvent<HTMLInputElement>) =>
    setValue(([, to]) => [Math.min(Number(event.target.value), to), to]);
  const onTo = (event: ChangeEvent<HTMLInputElement>) =>
    setValue(([from]) => [from, Math.max(Number(event.target.value), from)]);

  return (
    <Box>
      <Box sx={{ position: 'relative', height: 28, mx: '2px' }}>
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            top: 12,
            left: 0,
            right: 0,
            height: 4,
            borderRadius: 2,
            bgcolor: 'rgba(156, 79, 50, 0.18)',
          }}
        />
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            top: 12,
            height: 4,
            borderRadius: 2,
            bgcolor: 'primary.main',
          }}
          style={{
            left: `${percent(value[0])}%`,
            right: `${100 - percent(value[1])}%`,
          }}
        />
        <Box
          component="input"
          ref={fromRef}
          type="range"
          name={CATALOGUE_PARAM.minPrice}
          min={low}
          max={high}
          step={step}
          value={value[0]}
          onChange={onFrom}
          aria-label="Precio mínimo"
          aria-valuetext={formatCop(value[0])}
          sx={RANGE_SX}
          // Both thumbs at the top end: the lower one must stay reachable.
          style={{ zIndex: value[0] > (low + high) / 2 ? 2 : 1 }}
        />
        <Box
          component="input"
          ref={toRef}
          type="range"
          name={CATALOGUE_PARAM.maxPrice}
          min={low}
          max={high}
          step={step}
          value={value[1]}
          onChange={onTo}
          aria-label="Precio máximo"
          aria-valuetext={formatCop(value[1])}
          sx={RANGE_SX}
        />
      </Box>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          fontSize: '0.875rem',
          color: 'text.secondary',
          mt: 0.5,
        }}
      >
        <span>{formatCop(value[0])}</span>
        <span>{formatCop(value[1])}</span>
      </Box>
    </Box>
  );
}
