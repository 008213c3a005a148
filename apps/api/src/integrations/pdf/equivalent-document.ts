/**
 * What every equivalent document shares (the virtual consultancy's, the remodelling's): the
 * platform issues it for what it buys from a designer who does not invoice (Colombia's "documento
 * soporte en adquisiciones a no obligados a facturar"), so its title, the acquirer, the provider
 * and the client are written the same way; each caller adds what was bought and its values.
 */
import type { PdfDocument, PdfSection } from './document.js';

const TITLE = 'Documento equivalente';
const SUBTITLE = 'Documento soporte en adquisiciones efectuadas a no obligados a facturar';

/** The designer (who provides) and the client, as the consultancy's and the sheet's rows name them. */
export interface EquivalentDocumentPeople {
  designerFirstName: string;
  designerLastName: string;
  designerCedula: string | null;
  designerEmail: string;
  clientFirstName: string;
  clientLastName: string;
  clientCedula: string | null;
  clientEmail: string;
}

interface DocumentParty {
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

/**
 * The whole document: its title, the acquirer (the platform, for `concept`), the designer who
 * provides and the client, then the caller's `sections` on what was bought; `subject` (e.g.
 * "Remodelación #abc") ends the subtitle and the footer.
 */
export function equivalentDocument(input: {
  brand: string;
  concept: string;
  subject: string;
  createdAt: Date;
  people: EquivalentDocumentPeople;
  sections: PdfSection[];
}): PdfDocument {
  const { brand, people } = input;
  return {
    brand,
    title: TITLE,
    subtitle: `${SUBTITLE} · ${input.subject}`,
    createdAt: input.createdAt,
    sections: [
      {
        heading: 'Adquiriente',
        rows: [
          ['Razón social', brand],
          ['Concepto', input.concept],
        ],
      },
      {
        heading: 'Proveedor (no obligado a facturar)',
        rows: partyRows({
          firstName: people.designerFirstName,
          lastName: people.designerLastName,
          cedula: people.designerCedula,
          email: people.designerEmail,
        }),
      },
      {
        heading: 'Cliente',
        rows: partyRows({
          firstName: people.clientFirstName,
          lastName: people.clientLastName,
          cedula: people.clientCedula,
          email: people.clientEmail,
        }),
      },
      ...input.sections,
    ],
    footer: `${brand} · ${input.subject}`,
  };
}

/** The file name both equivalent documents download as. */
export const equivalentDocumentFileName = (hashid: string) => `documento-equivalente-${hashid}.pdf`;
