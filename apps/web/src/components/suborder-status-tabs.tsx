/**
 * The status tabs of an order's suborders (part 2 §2.5): En preparacion, En transito, Entregado,
 * Cancelado, each with its count. Created counts as Preparation (part 2 §4), and so does a line
 * without status: it has not left yet.
 */
import { useState } from 'react';
import type { Suborder, SuborderCounts } from '@hogarte/shared/contracts/orders';
import type { SuborderStatus } from '@hogarte/shared/orders';
import { CountTabs } from './count-tabs';

export type SuborderTab = keyof SuborderCounts;

const TABS: readonly { value: SuborderTab; label: string }[] = [
  { value: 'Preparation', label: 'En preparacion' },
  { value: 'Shipped', label: 'En transito' },
  { value: 'Delivered', label: 'Entregado' },
  { value: 'Canceled', label: 'Cancelado' },
];

export function suborderTabOf(status: SuborderStatus | null): SuborderTab {
  return status === null || status === 'Created' ? 'Preparation' : status;
}

/** Counted from the lines themselves, so the counts always match the rows each tab shows. */
export function countSuborders(suborders: readonly Suborder[]): SuborderCounts {
  const counts: SuborderCounts = { Preparation: 0, Shipped: 0, Delivered: 0, Canceled: 0 };
  for (const suborder of suborders) counts[suborderTabOf(suborder.status)] += 1;
  return counts;
}

/**
 * The tab a screen shows, and its setter. It opens on the first tab (in the tabs' order) that has
 * lines, so an order whose products were all delivered does not open on an empty 'En
 * preparacion', and stays there while lines move to other tabs (a line marked shipped).
 * `suborders` is undefined while the order loads.
 */
export function useSuborderTab(suborders: readonly Suborder[] | undefined) {
  const [chosen, setChosen] = useState<SuborderTab | null>(null);
  let opening: SuborderTab = 'Preparation';
  if (chosen === null && suborders) {
    const counts = countSuborders(suborders);
    opening = TABS.find((tab) => counts[tab.value] > 0)?.value ?? 'Preparation';
    // Kept from the first render with lines, as React adjusts state from data.
    setChosen(opening);
  }
  return [chosen ?? opening, setChosen] as const;
}

interface SuborderStatusTabsProps {
  value: SuborderTab;
  onChange: (tab: SuborderTab) => void;
  /** Undefined while the order loads: the counts read "–". */
  suborders: readonly Suborder[] | undefined;
}

export function SuborderStatusTabs({ value, onChange, suborders }: SuborderStatusTabsProps) {
  const counts = suborders ? countSuborders(suborders) : undefined;
  return (
    <CountTabs
      label="Filtrar pedidos por estado"
      value={value}
      onChange={onChange}
      tabs={TABS.map((tab) => ({ ...tab, count: counts?.[tab.value] }))}
    />
  );
}
