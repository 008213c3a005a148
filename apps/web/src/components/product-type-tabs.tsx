/**
 * The product tables' type filter (part 2 §2.4): Todos, Revestimientos (type revestimiento) and
 * Decoración (type decorativo). It lives in the address (`?tipo=revestimientos`), so a reload or
 * a shared link keeps it.
 */
import { useSearchParams } from 'react-router';
import type { ProductTypeKey } from '@hogarte/shared/catalogue';
import { CountTabs } from './count-tabs';

export type ProductTypeFilter = 'all' | ProductTypeKey;

const TABS: readonly { value: ProductTypeFilter; label: string; slug: string }[] = [
  { value: 'all', label: 'Todos', slug: 'todos' },
  { value: 'revestimiento', label: 'Revestimientos', slug: 'revestimientos' },
  { value: 'decorativo', label: 'Decoración', slug: 'decoracion' },
];

export function useProductTypeFilter(): [ProductTypeFilter, (next: ProductTypeFilter) => void] {
  const [params, setParams] = useSearchParams();
  const slug = params.get('tipo');
  const filter = TABS.find((tab) => tab.slug === slug)?.value ?? 'all';
  const setFilter = (next: ProductTypeFilter) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        const tab = TABS.find((candidate) => candidate.value === next);
        if (!tab || next === 'all') updated.delete('tipo');
        else updated.set('tipo', tab.slug);
        return updated;
      },
      { replace: true },
    );
  };
  return [filter, setFilter];
}

/** The API's `type` values of a filter: both types for 'Todos'. */
export function productTypesOf(filter: ProductTypeFilter): ProductTypeKey[] {
  return filter === 'all' ? ['revestimiento', 'decorativo'] : [filter];
}

interface ProductTypeTabsProps {
  value: ProductTypeFilter;
  onChange: (value: ProductTypeFilter) => void;
  /** How many products each type holds; without it the tabs show no counts. */
  counts?: Partial<Record<ProductTypeFilter, number>> | undefined;
}

export function ProductTypeTabs({ value, onChange, counts }: ProductTypeTabsProps) {
  return (
    <CountTabs
      label="Filtrar productos por tipo"
      value={value}
      onChange={onChange}
      tabs={TABS.map((tab) => ({
        value: tab.value,
        label: tab.label,
        count: counts ? counts[tab.value] : null,
      }))}
    />
  );
}
