import { useEffect } from 'react';

/**
 * A store page's tab reads `Productos | Cerámicas del Valle`: the store's name, not the
 * marketplace's. Pages call it after any component that sets a title of its own.
 */
export function useStoreDocumentTitle(title: string, companyName: string | undefined): void {
  useEffect(() => {
    if (!companyName) return;
    document.title = title ? `${title} | ${companyName}` : companyName;
  }, [title, companyName]);
}
