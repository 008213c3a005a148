/**
 * What every equivalent document shares (the virtual consultancy's, the remodelling's): the
 * platform issues it for what it buys from a designer who does not invoice (Colombia's "documento
 * soporte en adquisiciones a no obligados a facturar"), so its title, the acquirer, the provider
 * and the client are written the same way; each caller adds what was bought and its values.
 */
import type { PdfSection } from './document.js';

export const EQUIVALENT_DOCUMENT_TITLE = 'Documento equivalente';
export const EQUIVALENT_DOCUMENT_SUBTITLE =
  'Documento soporte en adquisiciones efectuadas a no obligados a facturar';

export interface DocumentParty {
  firstName: string;
  lastName: string;
  cedula: string | null;
  email: string;
}

const partyRows = (party: DocumentParty): Array<[string, string]> => [
  ['Nombre', `${party.firstName} ${party.lastName}`],
  ['Cédula', party.cedula ?? '—'],
  ['Correo', party.email],
];

/** The acquirer (the platform, for `concept`), the designer who provides, and the client. */
export function equivalentDocumentParties(
  brand: string,
  concept: string,
  provider: DocumentParty,
  client: DocumentParty,
): PdfSection[] {
  return [
    {
      heading: 'Adquiriente',
      rows: [
        ['Razón social', brand],
        ['Concepto', concept],
      ],
    },
    { heading: 'Proveedor (no obligado a facturar)', rows: partyRows(provider) },
    { heading: 'Cliente', rows: partyRows(client) },
  ];
}
