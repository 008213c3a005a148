import { useSearchParams } from 'react-router';
import type { ApprovalFilter } from './approval';

/** The filter lives in the address (`?estado=pendientes`), so a reload or a shared link keeps it. */
const SLUGS: Record<ApprovalFilter, string> = {
  all: 'todos',
  pending: 'pendientes',
  approved: 'aprobados',
  rejected: 'rechazados',
};

function filterFromSlug(slug: string | null): ApprovalFilter {
  const found = (Object.keys(SLUGS) as ApprovalFilter[]).find((filter) => SLUGS[filter] === slug);
  return found ?? 'all';
}

export function useApprovalFilter(): [ApprovalFilter, (filter: ApprovalFilter) => void] {
  const [params, setParams] = useSearchParams();
  const filter = filterFromSlug(params.get('estado'));
  const setFilter = (next: ApprovalFilter) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'all') updated.delete('estado');
        else updated.set('estado', SLUGS[next]);
        return updated;
      },
      { replace: true },
    );
  };
  return [filter, setFilter];
}
