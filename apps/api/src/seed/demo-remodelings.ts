/**
 * The demo's remodellings, so every part of the process sheet opens on real data: for the demo
 * client (cliente@demo.co) with the demo designer (disenador@demo.co), one just started with the
 * visit scheduled, one designing and quoting with a quote reserved and waiting for approval, one
 * paid and shipping with its installation date and installers, one finished and rated with the
 * lsh operator's invoice and policy; and an older one with another designer, finished and marked
 * paid by the admin. The demo suppliers are quoted in them and lsh (lsh@demo.co) sees the paid
 * ones.
 *
 * Each sheet is told as a story of dated events replayed through the modules' own pieces: the
 * steps move by the shared step engine (`applyStepEdit` for the designer's edits,
 * `advanceSheetStep` for what happens on the sheet), quotes are built, reserved from the shop's
 * stock and drawn as PDF by the quotes module's `createQuote` on a clock set to the day they were
 * sent, and payments are recorded as the quote payment records them, then approved.
 */
import { randomBytes } from 'node:crypto';
import type { ReceiptData, RemodelingFileKind } from '@hogarte/shared/contracts/remodelings';
import { MONEY } from '@hogarte/shared/limits';
import { documentTypeId, type DocumentTypeKey } from '@hogarte/shared/lookups';
import { formatCop, formatNumber, toCents } from '@hogarte/shared/money';
import {
  applyStepEdit,
  mayReceiveWork,
  REMODELING_STEP_NAMES,
  STEP_STATUS,
  type StepEdit,
  type StepName,
} from '@hogarte/shared/process-steps';
import type { AppContext } from '../context.js';
import type { Database } from '../db/client.js';
import { renderPdf, type PdfSection } from '../integrations/pdf/document.js';
import { addDesignerRating } from '../modules/designers/designers.repository.js';
import {
  discardStagedFiles,
  documentTypeFor,
  recordStagedFile,
  stageFile,
  type StagedFile,
} from '../modules/files/files.service.js';
import { cityLabel, findCity } from '../modules/lookups/cities.js';
import { recordPaymentAttempt } from '../modules/payments/wompi-checkout.js';
import { insertTracking } from '../modules/quotes/quote-trackings.repository.js';
import { markQuoteApproved } from '../modules/quotes/quotes.repository.js';
import { createQuote } from '../modules/quotes/quotes.service.js';
import {
  advanceSheetStep,
  sheetSteps,
  stepStates,
} from '../modules/remodelings/remodelings.access.js';
import {
  insertDesign,
  insertInstaller,
  insertRemodeling,
  insertSheetFile,
  markFinished,
  rateSheet,
  setPaidAt,
  updateStep,
} from '../modules/remodelings/remodelings.repository.js';
import {
  insertPaymentQuotes,
  markQuotesPaid,
  upsertReceipt,
} from '../modules/quotes/quote-payments.repository.js';
import {
  approveDemoPayment,
  DAY_MS,
  demoQuoteInput,
  receiptOf,
  storyClock,
  type DemoEntry,
} from './demo-story.js';
import { roomIllustration } from './illustrations.js';
import { findBuyers, findPaidQuotes, findProducts } from './seed.repository.js';

const CLIENT_EMAIL = 'cliente@demo.co';
const LSH_EMAIL = 'lsh@demo.co';
const ADMIN_EMAIL = 'admin@demo.co';
const HOUR_MS = 3_600_000;

interface DemoQuote {
  name: string;
  /** Days after the sheet started, as every time of a story. */
  sentAfter: number;
  approvedAfter?: number;
  /** Quotes of a sheet paid at the same time are paid together, in one payment. */
  paidAfter?: number;
  entries: DemoEntry[];
  /** A supplier's tracking link for its products of this quote. */
  trackings?: { supplierEmail: string; after: number; url: string }[];
}

interface DemoSheet {
  designerEmail: string;
  address: string;
  cityId: string;
  spaces: number;
  startedDaysAgo: number;
  /** The designer sets the visit's date (day after the start, hour in Bogotá) at `setAfter`. */
  visit: { setAfter: number; day: number; hour: number; doneAfter?: number };
  /** When the designer uploads the contract (legal) and the measurements (technical). */
  legalAfter?: number;
  technicalAfter?: number;
  designs?: { fileName: string; art: number; uploadedAfter: number; approvedAfter?: number }[];
  quotes?: DemoQuote[];
  /** The installation's date, set by the designer; then lsh names its installers. */
  installation?: {
    setAfter: number;
    day: number;
    hour: number;
    installers: { fullName: string; cedula: string; after: number }[];
  };
  /** lsh uploads its invoice (completing the installation) and its liability policy. */
  lshFilesAfter?: number;
  finishedAfter?: number;
  rating?: { designer: number; installers: number; comments: string };
  /** The admin's invoice to the client, then the paid mark. */
  adminInvoiceAfter?: number;
  paidOutAfter?: number;
}

const SERVIENTREGA = 'https://www.servientrega.com/wps/portal/rastreo-envio?guia=';
const COORDINADORA =
  'https://coordinadora.com/rastreo/rastreo-de-guia/detalle-de-rastreo-de-guia/?guia=';

const DEMO_SHEETS: readonly DemoSheet[] = [
  {
    designerEmail: 'disenador@demo.co',
    address: 'Carrera 76 # 48-30, casa 5, Laureles',
    cityId: '05001',
    spaces: 2,
    startedDaysAgo: 2,
    visit: { setAfter: 0.4, day: 8, hour: 10 },
  },
  {
    designerEmail: 'disenador@demo.co',
    address: 'Calle 10 # 35-20, apto 1102',
    cityId: '05001',
    spaces: 2,
    startedDaysAgo: 20,
    visit: { setAfter: 0.5, day: 3, hour: 9, doneAfter: 3.3 },
    technicalAfter: 4,
    designs: [
      {
        fileName: 'propuesta-bano-social-y-cocina.png',
        art: 2,
        uploadedAfter: 9,
        approvedAfter: 10,
      },
    ],
    quotes: [
      {
        name: 'Baño social y salpicadero de cocina',
        sentAfter: 19,
        entries: [
          { product: 'Enchape Metro Blanco Brillante 10x30', m2: 7.5, shipping: 45_000 },
          { product: 'Pegante Cerámico Gris 25 kg', shipping: 12_000 },
          { product: 'Boquilla Sin Arena Blanca 2 kg', shipping: 0 },
          { product: 'Aplique de Pared Latón Globo', units: 2, shipping: 18_000 },
        ],
      },
    ],
  },
  {
    designerEmail: 'disenador@demo.co',
    address: 'Calle 7 Sur # 42-70, apto 503',
    cityId: '05266',
    spaces: 1,
    startedDaysAgo: 35,
    visit: { setAfter: 0.3, day: 2, hour: 15, doneAfter: 2.2 },
    technicalAfter: 2.5,
    legalAfter: 4,
    designs: [
      { fileName: 'sala-comedor-propuesta-1.png', art: 1, uploadedAfter: 8 },
      {
        fileName: 'sala-comedor-propuesta-2.png',
        art: 3,
        uploadedAfter: 12,
        approvedAfter: 13,
      },
    ],
    quotes: [
      {
        name: 'Piso e iluminación de sala y comedor',
        sentAfter: 16,
        approvedAfter: 17,
        paidAfter: 17.1,
        entries: [
          { product: 'Piso Cerámico Beige Arena 45x45', m2: 32.5, shipping: 120_000 },
          { product: 'Pegante Cerámico Gris 25 kg', shipping: 35_000 },
          { product: 'Lámpara Colgante Fique Natural', units: 1, shipping: 22_000 },
          { product: 'Cinta LED Cálida 5 metros', units: 3, shipping: 0 },
        ],
        trackings: [
          { supplierEmail: 'proveedor@demo.co', after: 30, url: `${SERVIENTREGA}2150347818` },
        ],
      },
    ],
    installation: {
      setAfter: 31,
      day: 38,
      hour: 8,
      installers: [
        { fullName: 'Jhon Fredy Zapata Ospina', cedula: '71654321', after: 31.5 },
        { fullName: 'Luis Alberto Mesa Cano', cedula: '1037612345', after: 31.5 },
      ],
    },
  },
  {
    designerEmail: 'disenador@demo.co',
    address: 'Carrera 43B # 14-51, apto 302, Manila',
    cityId: '05001',
    spaces: 1,
    startedDaysAgo: 90,
    visit: { setAfter: 0.5, day: 3, hour: 11, doneAfter: 3.2 },
    technicalAfter: 4,
    legalAfter: 5,
    designs: [
      { fileName: 'bano-principal-render.png', art: 5, uploadedAfter: 10, approvedAfter: 12 },
    ],
    quotes: [
      {
        name: 'Remodelación baño principal',
        sentAfter: 18,
        approvedAfter: 19,
        paidAfter: 19.2,
        entries: [
          { product: 'Azulejo Hidráulico Terracota 20x20', m2: 4.3, shipping: 38_000 },
          { product: 'Pegante Cerámico Gris 25 kg', shipping: 9_000 },
          { product: 'Boquilla Sin Arena Blanca 2 kg', shipping: 0 },
          { product: 'Grifería Monocontrol Lavamanos', units: 1, shipping: 15_000 },
          { product: 'Espejo Baño Redondo Luz LED 60', units: 1, shipping: 25_000 },
          { product: 'Aplique de Pared Latón Globo', units: 2, shipping: 18_000 },
        ],
        trackings: [
          { supplierEmail: 'proveedor@demo.co', after: 23, url: `${SERVIENTREGA}2149921374` },
          {
            supplierEmail: 'luminarias.andinas@demo.co',
            after: 24,
            url: `${COORDINADORA}73940012851`,
          },
        ],
      },
    ],
    installation: {
      setAfter: 25,
      day: 29,
      hour: 8,
      installers: [
        { fullName: 'Wilmar Andrés Rendón Gil', cedula: '98563214', after: 26 },
        { fullName: 'Óscar Iván Restrepo Mora', cedula: '1128456789', after: 26 },
      ],
    },
    lshFilesAfter: 32,
    finishedAfter: 34,
    rating: {
      designer: 5,
      installers: 4,
      comments:
        'El baño quedó como lo soñamos: Valentina cuidó cada detalle y el azulejo terracota es precioso. Los instaladores fueron muy cuidadosos, aunque la obra tomó un día más de lo previsto.',
    },
  },
  {
    designerEmail: 'santiago.mejia@demo.co',
    address: 'Finca La Esperanza, vereda El Tablazo',
    cityId: '05615',
    spaces: 3,
    startedDaysAgo: 140,
    visit: { setAfter: 1, day: 4, hour: 10, doneAfter: 4.3 },
    technicalAfter: 5,
    legalAfter: 6,
    designs: [{ fileName: 'finca-sala-comedor.png', art: 0, uploadedAfter: 12, approvedAfter: 14 }],
    quotes: [
      {
        name: 'Pisos de sala, comedor y corredor',
        sentAfter: 22,
        approvedAfter: 23,
        paidAfter: 23.3,
        entries: [
          { product: 'Piso Porcelanato Roble Natural 20x120', m2: 48.6, shipping: 180_000 },
          { product: 'Pegante Porcelanato Blanco 25 kg', shipping: 60_000 },
          { product: 'Boquilla Epóxica Gris Humo', shipping: 0 },
        ],
        trackings: [
          { supplierEmail: 'proveedor@demo.co', after: 30, url: `${SERVIENTREGA}2146602937` },
        ],
      },
      {
        name: 'Mobiliario del comedor',
        sentAfter: 22.1,
        approvedAfter: 23,
        paidAfter: 23.3,
        entries: [
          { product: 'Silla Comedor Roble y Tela Verde', units: 6, shipping: 95_000 },
          { product: 'Tapete Yute Natural 160x230', units: 1, shipping: 30_000 },
        ],
        trackings: [
          {
            supplierEmail: 'muebles.nativa@demo.co',
            after: 31,
            url: `${COORDINADORA}73938845102`,
          },
          { supplierEmail: 'casa.textil@demo.co', after: 29, url: `${SERVIENTREGA}2146598410` },
        ],
      },
    ],
    installation: {
      setAfter: 33,
      day: 40,
      hour: 7,
      installers: [{ fullName: 'Hernán Darío Quintero', cedula: '15432876', after: 34 }],
    },
    lshFilesAfter: 47,
    finishedAfter: 60,
    rating: {
      designer: 5,
      installers: 5,
      comments:
        'Santiago entendió el espíritu de la finca y el porcelanato tipo madera quedó impecable. Excelente equipo de instalación, puntual y ordenado.',
    },
    adminInvoiceAfter: 61,
    paidOutAfter: 70,
  },
];

// ---------------------------------------------------------------------------------------------
// The steps, moved by the shared engine.

/** The designer's edit of a step, under the engine's rules: the demo's story must obey them. */
async function editSheetStep(
  tx: Database,
  remodelingId: number,
  name: StepName,
  edit: StepEdit,
  at: Date,
): Promise<void> {
  const result = applyStepEdit(stepStates(await sheetSteps(tx, remodelingId)), name, edit);
  if (!result.ok) throw new Error(`Demo step edit refused on ${name}: ${result.reason}`);
  for (const changed of REMODELING_STEP_NAMES) {
    const change = result.changes[changed];
    if (!change) continue;
    await updateStep(
      tx,
      remodelingId,
      changed,
      {
        statusId: change.statusId,
        ...(change.date !== undefined
          ? { date: change.date === null ? null : new Date(change.date) }
          : {}),
      },
      at,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// The documents.

const dateFormat = new Intl.DateTimeFormat('es-CO', {
  dateStyle: 'long',
  timeZone: 'America/Bogota',
});
/** Measures as the receipts write them: `3,25`. */
const areaText = (value: number) => formatNumber(value, { maximumFractionDigits: 2 });

interface Person {
  firstName: string;
  lastName: string;
  cedula: string | null;
}

const fullName = (person: Person) => `${person.firstName} ${person.lastName}`;

function contractPdf(
  ctx: AppContext,
  sheet: { hashid: string; address: string; city: string; spaces: number },
  client: Person,
  designer: Person,
  at: Date,
): Promise<Buffer> {
  return renderPdf({
    brand: ctx.config.brand.productName,
    title: 'Contrato de obra de remodelación',
    subtitle: `Remodelación #${sheet.hashid}`,
    createdAt: at,
    sections: [
      {
        heading: 'Partes',
        rows: [
          ['Contratante', `${fullName(client)}, C.C. ${client.cedula ?? '—'}`],
          ['Diseñador(a)', `${fullName(designer)}, C.C. ${designer.cedula ?? '—'}`],
          ['Lugar de la obra', `${sheet.address}, ${sheet.city}`],
          ['Espacios', String(sheet.spaces)],
        ],
      },
      {
        heading: 'Cláusulas',
        paragraphs: [
          'Primera. Objeto: el diseño y la dirección de la remodelación de los espacios acordados en la visita, con los productos de las cotizaciones que el contratante apruebe y pague en la plataforma.',
          'Segunda. Los productos se compran directamente a los proveedores de la plataforma y la instalación la realiza el operador logístico con su propio personal, asegurado con póliza de responsabilidad civil.',
          'Tercera. La obra se entiende terminada cuando el contratante la recibe a satisfacción en la hoja de proceso.',
          `Firmado en ${sheet.city} el ${dateFormat.format(at)}.`,
        ],
      },
    ],
  });
}

function measurementsPdf(
  ctx: AppContext,
  sheet: { hashid: string; address: string; spaces: number },
  at: Date,
): Promise<Buffer> {
  const spaces = ['Sala', 'Comedor', 'Baño', 'Cocina', 'Corredor'].slice(
    0,
    Math.max(2, sheet.spaces),
  );
  return renderPdf({
    brand: ctx.config.brand.productName,
    title: 'Levantamiento técnico',
    subtitle: `Remodelación #${sheet.hashid} · ${sheet.address}`,
    createdAt: at,
    sections: [
      {
        heading: 'Medidas tomadas en la visita',
        table: {
          columns: ['Espacio', 'Largo (m)', 'Ancho (m)', 'Alto (m)', 'Área de piso (m²)'],
          rows: spaces.map((space, index) => {
            const length = 3.2 + index * 0.9;
            const width = 2.4 + index * 0.5;
            return [
              space,
              areaText(length),
              areaText(width),
              '2,40',
              areaText(Math.round(length * width * 100) / 100),
            ];
          }),
        },
      },
      {
        heading: 'Observaciones',
        paragraphs: [
          'Piso existente en buen estado de nivelación; se retira el enchape actual antes de instalar. Puntos hidráulicos y eléctricos verificados; no requieren traslado.',
        ],
      },
    ],
  });
}

function lshInvoicePdf(
  sheet: { hashid: string; address: string },
  lsh: Person,
  client: Person,
  amounts: { installation: number; total: number },
  at: Date,
): Promise<Buffer> {
  return renderPdf({
    brand: fullName(lsh),
    title: 'Factura electrónica de venta',
    subtitle: `FE-${sheet.hashid.slice(0, 6).toUpperCase()} · Remodelación #${sheet.hashid}`,
    createdAt: at,
    sections: [
      {
        rows: [
          ['Vendedor', `${fullName(lsh)}, C.C. ${lsh.cedula ?? '—'}`],
          ['Adquiriente', `${fullName(client)}, C.C. ${client.cedula ?? '—'}`],
          ['Fecha de expedición', dateFormat.format(at)],
        ],
      },
      {
        table: {
          columns: ['Concepto', 'Valor'],
          rows: [[`Instalación de productos en ${sheet.address}`, formatCop(amounts.installation)]],
          totals: [
            [`IVA ${MONEY.ivaPercent}%`, formatCop(amounts.total - amounts.installation)],
            ['Total', formatCop(amounts.total)],
          ],
        },
      },
    ],
  });
}

function policyPdf(
  sheet: { hashid: string; address: string; city: string },
  lsh: Person,
  client: Person,
  at: Date,
): Promise<Buffer> {
  return renderPdf({
    brand: 'Seguros Cordillera S.A.',
    title: 'Póliza de responsabilidad civil extracontractual',
    subtitle: `Póliza RCE-${sheet.hashid.slice(0, 6).toUpperCase()} · Remodelación #${sheet.hashid}`,
    createdAt: at,
    sections: [
      {
        rows: [
          ['Tomador y asegurado', `${fullName(lsh)}, C.C. ${lsh.cedula ?? '—'}`],
          ['Beneficiario', fullName(client)],
          ['Riesgo asegurado', `Instalación de acabados en ${sheet.address}, ${sheet.city}`],
          ['Vigencia', `Desde el ${dateFormat.format(at)}, por 12 meses`],
          ['Valor asegurado', formatCop(200_000_000)],
        ],
      },
      {
        paragraphs: [
          'Ampara los daños materiales y las lesiones que el asegurado o su personal causen a terceros durante la instalación, incluidos los bienes del beneficiario en el lugar de la obra.',
        ],
      },
    ],
  });
}

function clientInvoicePdf(
  ctx: AppContext,
  sheet: { hashid: string },
  client: Person,
  paid: { name: string; subtotal: number; iva: number; toPay: number }[],
  at: Date,
): Promise<Buffer> {
  const sum = (pick: (quote: (typeof paid)[number]) => number) =>
    paid.reduce((total, quote) => total + pick(quote), 0);
  const section: PdfSection = {
    table: {
      columns: ['Cotización', 'Subtotal', 'IVA', 'Total'],
      rows: paid.map((quote) => [
        quote.name,
        formatCop(quote.subtotal),
        formatCop(quote.iva),
        formatCop(quote.toPay),
      ]),
      totals: [['Total pagado', formatCop(sum((quote) => quote.toPay))]],
    },
  };
  return renderPdf({
    brand: ctx.config.brand.productName,
    title: 'Factura electrónica de venta',
    subtitle: `Remodelación #${sheet.hashid}`,
    createdAt: at,
    sections: [
      {
        rows: [
          ['Adquiriente', `${fullName(client)}, C.C. ${client.cedula ?? '—'}`],
          ['Fecha de expedición', dateFormat.format(at)],
        ],
      },
      section,
    ],
  });
}

// ---------------------------------------------------------------------------------------------
// The seed.

interface Cast {
  client: SeedPerson;
  lsh: SeedPerson;
  admin: SeedPerson;
  person: (email: string) => SeedPerson;
  productId: (name: string) => number;
  receipt: ReceiptData;
  /** Objects put in storage, removed when the seed's transaction fails. */
  staged: StagedFile[];
}

interface SeedPerson extends Person {
  id: number;
}

/** One sheet of the demo, replayed event by event; answers when its client last paid. */
async function seedSheet(
  ctx: AppContext,
  tx: Database,
  now: Date,
  demo: DemoSheet,
  cast: Cast,
): Promise<Date | null> {
  const { client, lsh, admin } = cast;
  const designer = cast.person(demo.designerEmail);
  const start = new Date(now.getTime() - demo.startedDaysAgo * DAY_MS);
  const { at, appointment } = storyClock(start, now, 'remodelling');
  const city = findCity({ id: demo.cityId });
  if (!city) throw new Error(`Unknown city ${demo.cityId}`);
  const hashid = randomBytes(9).toString('base64url');
  const sheet = { hashid, address: demo.address, city: cityLabel(city), spaces: demo.spaces };
  const sheetId = await insertRemodeling(tx, {
    hashid,
    clientUserId: client.id,
    designerUserId: designer.id,
    cityName: sheet.city,
    address: demo.address,
    spaceQuantity: demo.spaces,
    createdAt: start,
  });

  /** Puts a file in storage and records it as one of the sheet's files, its uploader's own. */
  const attach = async (
    kind: RemodelingFileKind,
    type: DocumentTypeKey,
    uploaderUserId: number,
    file: { fileName: string; content: Buffer },
    createdAt: Date,
  ) => {
    const staged = await stageFile(ctx, documentTypeFor(documentTypeId(type)), file);
    cast.staged.push(staged);
    const stored = await recordStagedFile(ctx, tx, uploaderUserId, staged);
    const row = await insertSheetFile(tx, {
      remodelingId: sheetId,
      fileId: stored.id,
      kind,
      uploaderUserId,
      createdAt,
    });
    return row.id;
  };

  const { visit } = demo;
  await editSheetStep(
    tx,
    sheetId,
    'visit_date',
    { date: appointment(visit.day, visit.hour) },
    at(visit.setAfter),
  );
  if (visit.doneAfter !== undefined) {
    await editSheetStep(
      tx,
      sheetId,
      'visit_date',
      { statusId: STEP_STATUS.done },
      at(visit.doneAfter),
    );
  }
  if (demo.technicalAfter !== undefined) {
    const uploadedAt = at(demo.technicalAfter);
    await attach(
      'technical',
      'remodelingTechnical',
      designer.id,
      {
        fileName: 'levantamiento-tecnico.pdf',
        content: await measurementsPdf(ctx, sheet, uploadedAt),
      },
      uploadedAt,
    );
  }
  if (demo.legalAfter !== undefined) {
    const uploadedAt = at(demo.legalAfter);
    await attach(
      'legal',
      'remodelingLegal',
      designer.id,
      {
        fileName: 'contrato-de-obra.pdf',
        content: await contractPdf(ctx, sheet, client, designer, uploadedAt),
      },
      uploadedAt,
    );
  }
  for (const design of demo.designs ?? []) {
    const uploadedAt = at(design.uploadedAfter);
    const remodelingFileId = await attach(
      'design',
      'design',
      designer.id,
      { fileName: design.fileName, content: roomIllustration(design.art) },
      uploadedAt,
    );
    await insertDesign(tx, {
      remodelingId: sheetId,
      remodelingFileId,
      approvedAt: design.approvedAfter === undefined ? null : at(design.approvedAfter),
      createdAt: uploadedAt,
    });
    await advanceSheetStep(tx, sheetId, 'design', STEP_STATUS.inProgress, uploadedAt);
  }

  const paidAtOf = new Map<number, Date>();
  for (const demoQuote of demo.quotes ?? []) {
    const sentAt = at(demoQuote.sentAfter);
    // The quotes module builds, reserves and draws the quote as on the day it was sent.
    const quote = await createQuote(
      { ...ctx, now: () => sentAt },
      tx,
      {
        kind: 'remodeling',
        id: sheetId,
        hashid,
        clientUserId: client.id,
        designerUserId: designer.id,
      },
      demoQuoteInput(demoQuote.name, demoQuote.entries, cast.productId),
      cast.staged,
    );
    await advanceSheetStep(tx, sheetId, 'budget', STEP_STATUS.inProgress, sentAt);
    if (demoQuote.approvedAfter !== undefined) {
      await markQuoteApproved(tx, quote.id, at(demoQuote.approvedAfter));
    }
    if (demoQuote.paidAfter !== undefined) paidAtOf.set(quote.id, at(demoQuote.paidAfter));
    for (const tracking of demoQuote.trackings ?? []) {
      const addedAt = at(tracking.after);
      await insertTracking(tx, {
        quoteId: quote.id,
        supplierUserId: cast.person(tracking.supplierEmail).id,
        url: tracking.url,
        createdAt: addedAt,
      });
      await advanceSheetStep(tx, sheetId, 'my_orders', STEP_STATUS.inProgress, addedAt);
    }
  }

  // One payment for the quotes paid together, recorded as the quote payment records it, approved.
  const paid = await findPaidQuotes(tx, [...paidAtOf.keys()]);
  let lastPaidAt: Date | null = null;
  for (const paidTime of new Set([...paidAtOf.values()].map((date) => date.getTime()))) {
    const paidAt = new Date(paidTime);
    const together = paid.filter((quote) => paidAtOf.get(quote.id)?.getTime() === paidTime);
    const paymentId = await recordPaymentAttempt(tx, {
      remodelingId: sheetId,
      reference: `RM-${hashid}-${randomBytes(6).toString('hex')}`,
      amountInCents: toCents(together.reduce((sum, quote) => sum + quote.toPay, 0)),
      publicKey: ctx.config.wompi?.publicKey ?? 'demo',
      provider: 'wompi',
      receipt: cast.receipt,
    });
    await insertPaymentQuotes(
      tx,
      paymentId,
      together.map((quote) => quote.id),
    );
    await approveDemoPayment(tx, paymentId, 'CARD', paidAt);
    await markQuotesPaid(
      tx,
      together.map((quote) => quote.id),
      paidAt,
    );
    await advanceSheetStep(tx, sheetId, 'payment', STEP_STATUS.done, paidAt);
    if (!lastPaidAt || paidAt > lastPaidAt) lastPaidAt = paidAt;
  }

  if (demo.installation) {
    const { installation } = demo;
    await editSheetStep(
      tx,
      sheetId,
      'contractors_installing',
      { date: appointment(installation.day, installation.hour) },
      at(installation.setAfter),
    );
    for (const installer of installation.installers) {
      await insertInstaller(tx, {
        remodelingId: sheetId,
        fullName: installer.fullName,
        cedula: installer.cedula,
        createdAt: at(installer.after),
      });
    }
  }
  if (demo.lshFilesAfter !== undefined) {
    const uploadedAt = at(demo.lshFilesAfter);
    const amounts = {
      installation: paid.reduce((sum, quote) => sum + quote.installation, 0),
      total: paid.reduce((sum, quote) => sum + quote.toPayLsh, 0),
    };
    await attach(
      'lsh_invoice',
      'invoice',
      lsh.id,
      {
        fileName: 'factura-instalacion.pdf',
        content: await lshInvoicePdf(sheet, lsh, client, amounts, uploadedAt),
      },
      uploadedAt,
    );
    // The lsh's invoice says the installation is done (decision 029).
    await advanceSheetStep(tx, sheetId, 'contractors_installing', STEP_STATUS.done, uploadedAt);
    await attach(
      'lsh_policy',
      'remodelingLegal',
      lsh.id,
      {
        fileName: 'poliza-responsabilidad-civil.pdf',
        content: await policyPdf(sheet, lsh, client, uploadedAt),
      },
      uploadedAt,
    );
  }
  if (demo.finishedAfter !== undefined) {
    const finishedAt = at(demo.finishedAfter);
    if (!mayReceiveWork(stepStates(await sheetSteps(tx, sheetId)))) {
      throw new Error('A demo remodelling is received while its installation is in progress');
    }
    await markFinished(tx, sheetId, finishedAt);
    if (demo.rating) {
      await rateSheet(
        tx,
        sheetId,
        {
          designerRating: demo.rating.designer,
          installersRating: demo.rating.installers,
          comments: demo.rating.comments,
        },
        new Date(finishedAt.getTime() + HOUR_MS),
      );
      await addDesignerRating(tx, designer.id, demo.rating.designer);
    }
  }
  if (demo.adminInvoiceAfter !== undefined) {
    const uploadedAt = at(demo.adminInvoiceAfter);
    await attach(
      'admin_invoice',
      'invoice',
      admin.id,
      {
        fileName: 'factura-cliente.pdf',
        content: await clientInvoicePdf(ctx, sheet, client, paid, uploadedAt),
      },
      uploadedAt,
    );
  }
  if (demo.paidOutAfter !== undefined) await setPaidAt(tx, sheetId, at(demo.paidOutAfter));
  return lastPaidAt;
}

/** The demo's remodellings, inside the seed's transaction, after the catalogue. */
export async function seedDemoRemodelings(ctx: AppContext, tx: Database, now: Date): Promise<void> {
  const emails = new Set([CLIENT_EMAIL, LSH_EMAIL, ADMIN_EMAIL]);
  const productNames = new Set<string>();
  for (const sheet of DEMO_SHEETS) {
    emails.add(sheet.designerEmail);
    for (const quote of sheet.quotes ?? []) {
      for (const entry of quote.entries) productNames.add(entry.product);
      for (const tracking of quote.trackings ?? []) emails.add(tracking.supplierEmail);
    }
  }
  // `findBuyers` finds any account by email.
  const people = await findBuyers(tx, [...emails]);
  const catalogue = await findProducts(tx, [...productNames]);
  const person = (email: string) => {
    const found = people.get(email);
    if (!found) throw new Error(`The demo remodellings need ${email}`);
    return found;
  };
  const client = person(CLIENT_EMAIL);
  const receipt = receiptOf(client);
  const cast: Cast = {
    client,
    lsh: person(LSH_EMAIL),
    admin: person(ADMIN_EMAIL),
    person,
    productId: (name) => {
      const product = catalogue.get(name);
      if (!product) throw new Error(`Demo product ${name} is missing`);
      return product.id;
    },
    receipt,
    staged: [],
  };
  try {
    let lastPaidAt: Date | null = null;
    for (const demo of DEMO_SHEETS) {
      const paidAt = await seedSheet(ctx, tx, now, demo, cast);
      if (paidAt && (!lastPaidAt || paidAt > lastPaidAt)) lastPaidAt = paidAt;
    }
    // The receipt data the client last paid with, offered again at the next checkout.
    if (lastPaidAt) {
      await upsertReceipt(tx, client.id, receipt, lastPaidAt);
    }
  } catch (error) {
    await discardStagedFiles(ctx, cast.staged);
    throw error;
  }
}
