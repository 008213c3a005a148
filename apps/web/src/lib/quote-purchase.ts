/**
 * The purchase a designer is quoting for, handed from a process sheet to the catalogue and the
 * quote builder (/disenador/productos, /disenador/cotizador2). It travels in the router's state
 * and is kept in the tab's sessionStorage too, so a reload of the catalogue keeps it.
 */

export interface QuotePurchase {
  /** The sheet the quote is for. */
  hashid: string;
  /** A remodelling's process sheet or a presential consultancy (the builder serves both). */
  kind: 'remodeling' | 'presential';
  client_name: string;
  client_phone: string | null;
}

/** The router state key the catalogue and the builder read. */
export interface QuotePurchaseState {
  quotePurchase: QuotePurchase;
}

const STORAGE_KEY = 'hogarte.quotePurchase';

function isQuotePurchase(value: unknown): value is QuotePurchase {
  if (typeof value !== 'object' || value === null) return false;
  const purchase = value as Record<string, unknown>;
  return (
    typeof purchase.hashid === 'string' &&
    (purchase.kind === 'remodeling' || purchase.kind === 'presential') &&
    typeof purchase.client_name === 'string' &&
    (typeof purchase.client_phone === 'string' || purchase.client_phone === null)
  );
}

export function saveQuotePurchase(purchase: QuotePurchase): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(purchase));
  } catch {
    // Storage full or blocked: the router state still carries it for this visit.
  }
}

/** The purchase from the router state when it has one, else the one this tab last kept. */
export function readQuotePurchase(routerState?: unknown): QuotePurchase | null {
  const fromState = (routerState as Partial<QuotePurchaseState> | null | undefined)?.quotePurchase;
  if (isQuotePurchase(fromState)) return fromState;
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    return isQuotePurchase(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** Forgets the purchase once its quote is sent, so the catalogue opens plain again. */
export function clearQuotePurchase(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was kept.
  }
}
