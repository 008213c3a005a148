/**
 * Where a quote goes for each kind of purchase (spec part 1 §2 Designer area): a remodelling's
 * process sheet and its builder (/disenador/cotizador2), or a presential consultancy and its
 * builder (/disenador/asesoria/cotizador). One builder serves both; only these differ.
 */
import type { QuotePurchase } from '../../lib/quote-purchase';
import { presentialPath, sheetPath } from '../../lib/sheet-path';

export const CATALOGUE_PATH = '/disenador/productos';
/** The spec's link after a quote is sent, with its trailing slash. */
export const CATALOGUE_AFTER_SEND_PATH = '/disenador/productos/';
export const LEGACY_BUILDER_PATH = '/disenador/cotizador';
/** Where the legacy builder goes without products or purchase (part 1 §2). */
export const LEGACY_FALLBACK_PATH = '/disenador/dashboard';

export function builderPath(kind: QuotePurchase['kind']): string {
  return kind === 'remodeling' ? '/disenador/cotizador2' : '/disenador/asesoria/cotizador';
}

/** The API's quotes of the purchase: `…/invoices/preview` and `…/invoices?whatsapp=true`. */
export function quotesApiPath(purchase: QuotePurchase): string {
  const hashid = encodeURIComponent(purchase.hashid);
  return purchase.kind === 'remodeling'
    ? `/v1/remodelings/${hashid}/invoices`
    : `/v1/presential-consultancy/${hashid}/invoices`;
}

/** The page of the purchase itself, where the client sees the quote. */
export function purchasePagePath(purchase: QuotePurchase): string {
  return purchase.kind === 'remodeling'
    ? sheetPath(purchase.hashid)
    : presentialPath(purchase.hashid, 'designer');
}

/** 'Cotizando para la hoja #{hashid} de {client}'. */
export function quotingFor(purchase: QuotePurchase): string {
  const what = purchase.kind === 'remodeling' ? 'la hoja' : 'la asesoría presencial';
  return `Cotizando para ${what} #${purchase.hashid} de ${purchase.client_name}`;
}

export function purchasePageLabel(purchase: QuotePurchase): string {
  return purchase.kind === 'remodeling' ? 'Volver a la hoja de proceso' : 'Volver a la asesoría';
}
