/**
 * The demo's presential consultancies (decision 030), so every screen of the feature opens on
 * real data. The demo designer (disenador@demo.co) has two requests waiting for an answer in 'Mis
 * clientes'. The demo client (cliente@demo.co) sees one rejected; one approved with the visit done,
 * a design uploaded and a quote sent, its designs not paid yet (the client can pay them and
 * approve the quote); one with the designs paid and two quotes, one approved above the deposit's
 * threshold (paying it deducts the designs payment) and one sent; and a request still pending with
 * another designer. Another client's consultancy is paid: its first quote paid with the deposit
 * deducted and shipped by the demo supplier (proveedor@demo.co, 'Pagadas'), a second one paid
 * later, shipped and invoiced by it ('Terminadas').
 *
 * Each consultancy is told as a story of dated events replayed through the modules' own pieces,
 * as the demo remodellings are (demo-remodelings.ts): the visit moves by the shared step engine,
 * the other steps by `advanceConsultancyStep`; quotes are built, reserved and drawn by the quotes
 * module's `createQuote` on a clock set to the day they were sent; payments are recorded as the
 * presential payments record them, then approved, the deposit deducted by the shared rule; the
 * supplier's links go through the quotes module's `addSupplierTracking`.
 */
import { randomBytes } from 'node:crypto';
import { bogotaDay } from '@hogarte/shared/calendar';
import { MONEY } from '@hogarte/shared/limits';
import { documentTypeId } from '@hogarte/shared/lookups';
import { formatCop, presentialDeposit, toCents } from '@hogarte/shared/money';
import { STEP_STATUS } from '@hogarte/shared/process-steps';
import type { StepEditInput } from '@hogarte/shared/schemas/remodelings';
import type { AppContext } from '../context.js';
import type { Database } from '../db/client.js';
import { renderPdf } from '../integrations/pdf/document.js';
import {
  discardStagedFiles,
  documentTypeFor,
  recordStagedFile,
  stageFile,
  type StagedFile,
} from '../modules/files/files.service.js';
import { cityLabel, findCity } from '../modules/lookups/cities.js';
import { recordPaymentAttempt } from '../modules/payments/wompi-checkout.js';
import {
  advanceConsultancyStep,
  consultancyDeposit,
  consultancySteps,
} from '../modules/presential/presential.access.js';
import {
  markDepositApplied,
  markDesignsPaid,
} from '../modules/presential/presential.payments.repository.js';
import {
  decideConsultancy,
  findConsultancyRow,
  insertConsultancy,
  insertDesign,
  updateConsultancyStep,
} from '../modules/presential/presential.repository.js';
import { insertSupplierReceipt } from '../modules/presential/presential.suppliers.repository.js';
import {
  insertPaymentQuotes,
  markQuotesPaid,
  paidLines,
  upsertReceipt,
} from '../modules/quotes/quote-payments.repository.js';
import { addSupplierTracking } from '../modules/quotes/quote-trackings.js';
import { markQuoteApproved } from '../modules/quotes/quotes.repository.js';
import { createQuote } from '../modules/quotes/quotes.service.js';
import { stepEditWrites, stepStates } from '../modules/remodelings/remodelings.access.js';
import {
  approveDemoPayment,
  DAY_MS,
  demoQuoteInput,
  receiptOf,
  storyClock,
  type DemoEntry,
} from './demo-story.js';
import { roomIllustration } from './illustrations.js';
import {
  findBuyers,
  findPaidQuotes,
  findProducts,
  findSuppliersWithWarehouse,
} from './seed.repository.js';

interface DemoQuote {
  name: string;
  /** Days after the request, as every time of a story. */
  sentAfter: number;
  approvedAfter?: number;
  /** Each paid quote is paid in its own payment, which deducts the deposit when it applies. */
  paidAfter?: number;
  entries: DemoEntry[];
  /** A supplier's tracking link for its products of this (paid) quote. */
  trackings?: { supplierEmail: string; after: number; url: string }[];
  /** A supplier's receipt for its products of this (paid) quote, a PDF. */
  receipts?: { supplierEmail: string; after: number }[];
}

interface DemoConsultancy {
  clientEmail: string;
  designerEmail: string;
  address: string;
  cityId: string;
  requestedDaysAgo: number;
  /** The days the client would like the visit, counted in days after the request (1 to 3). */
  preferredAfter: number[];
  notes?: string;
  /** The designer's answer; none leaves the request pending. */
  decision?: { approved: boolean; after: number };
  /** The designer sets the visit's date (day after the request, hour in Bogotá) at `setAfter`. */
  visit?: { setAfter: number; day: number; hour: number; doneAfter?: number };
  /** When the client paid the designs (the deposit of a later quote payment). */
  designsPaidAfter?: number;
  designs?: { fileName: string; art: number; uploadedAfter: number }[];
  quotes?: DemoQuote[];
}

const SERVIENTREGA = 'https://www.servientrega.com/wps/portal/rastreo-envio?guia=';
const COORDINADORA =
  'https://coordinadora.com/rastreo/rastreo-de-guia/detalle-de-rastreo-de-guia/?guia=';

const DEMO_DESIGNER = 'disenador@demo.co';
const DEMO_CLIENT = 'cliente@demo.co';
const DEMO_SUPPLIER = 'proveedor@demo.co';

const DEMO_CONSULTANCIES: readonly DemoConsultancy[] = [
  // Two requests waiting for the demo designer's answer, visits asked for the coming week.
  {
    clientEmail: 'natalia.castro@demo.co',
    designerEmail: DEMO_DESIGNER,
    address: 'Carrera 81 # 34-15, apto 701, Laureles',
    cityId: '05001',
    requestedDaysAgo: 1,
    preferredAfter: [3, 5],
    notes:
      'Quiero renovar la cocina y el baño social. El edificio permite obras de lunes a viernes, de 8:00 a. m. a 5:00 p. m.; la portería pide la cédula del visitante.',
  },
  {
    clientEmail: 'daniel.moreno@demo.co',
    designerEmail: DEMO_DESIGNER,
    address: 'Calle 38 Sur # 27-40, casa 12',
    cityId: '05266',
    requestedDaysAgo: 0.2,
    preferredAfter: [2, 4, 6],
  },
  // Rejected: the demo client's list shows the answer; the designer's no longer shows it.
  {
    clientEmail: DEMO_CLIENT,
    designerEmail: DEMO_DESIGNER,
    address: 'Calle 5 Sur # 25-100, casa 3, El Poblado',
    cityId: '05001',
    requestedDaysAgo: 30,
    preferredAfter: [2, 3],
    notes: 'Es la casa de mis papás: quieren cambiar el piso de la terraza.',
    decision: { approved: false, after: 0.8 },
  },
  // Approved, the visit done, a design uploaded and a quote sent: the designs are not paid yet.
  {
    clientEmail: DEMO_CLIENT,
    designerEmail: DEMO_DESIGNER,
    address: 'Calle 10 # 35-20, apto 1102',
    cityId: '05001',
    requestedDaysAgo: 10,
    preferredAfter: [3, 4],
    notes: 'Cocina abierta hacia el comedor; me gustaría un salpicadero con color.',
    decision: { approved: true, after: 0.3 },
    visit: { setAfter: 0.5, day: 3, hour: 10, doneAfter: 3.3 },
    designs: [{ fileName: 'cocina-abierta-propuesta.png', art: 4, uploadedAfter: 7 }],
    quotes: [
      {
        name: 'Salpicadero, grifería y luz de la cocina',
        sentAfter: 9.5,
        entries: [
          { product: 'Enchape Verde Esmeralda 7x28', m2: 4.2, shipping: 28_000 },
          { product: 'Pegante Porcelanato Blanco 25 kg', shipping: 12_000 },
          { product: 'Boquilla Epóxica Gris Humo', shipping: 0 },
          { product: 'Grifo Cocina Extraíble Negro Mate', units: 1, shipping: 15_000 },
          { product: 'Lámpara Colgante Cobre Industrial', units: 2, shipping: 22_000 },
        ],
      },
    ],
  },
  // Designs paid; one quote approved above the threshold (its payment deducts them), one sent.
  {
    clientEmail: DEMO_CLIENT,
    designerEmail: DEMO_DESIGNER,
    address: 'Carrera 43A # 18 Sur-135, apto 904',
    cityId: '05266',
    requestedDaysAgo: 21,
    preferredAfter: [2, 3, 5],
    decision: { approved: true, after: 0.4 },
    visit: { setAfter: 0.6, day: 3, hour: 15, doneAfter: 3.2 },
    designsPaidAfter: 4,
    designs: [
      { fileName: 'sala-comedor-envigado-1.png', art: 1, uploadedAfter: 9 },
      { fileName: 'sala-comedor-envigado-2.png', art: 3, uploadedAfter: 13 },
    ],
    quotes: [
      {
        name: 'Piso y mobiliario de la sala',
        sentAfter: 19.6,
        approvedAfter: 20.2,
        entries: [
          { product: 'Piso Laminado Nogal Europeo 8 mm', m2: 24.5, shipping: 95_000 },
          { product: 'Nivelador de Piso Autonivelante', shipping: 18_000 },
          { product: 'Sofá Tres Puestos Lino Gris', units: 1, shipping: 120_000 },
        ],
      },
      {
        name: 'Iluminación de sala y comedor',
        sentAfter: 20.5,
        entries: [
          { product: 'Lámpara de Pie Arco Moderna', units: 1, shipping: 25_000 },
          { product: 'Plafón LED Redondo 24W', units: 3, shipping: 12_000 },
          { product: 'Cinta LED Cálida 5 metros', units: 2, shipping: 0 },
        ],
      },
    ],
  },
  // Another client's, paid: the first quote with the deposit deducted, shipped by the demo
  // supplier; the second paid later (the deposit already used), shipped and invoiced by it.
  {
    clientEmail: 'juan.torres@demo.co',
    designerEmail: DEMO_DESIGNER,
    address: 'Carrera 27 # 37 Sur-50, apto 1204',
    cityId: '05266',
    requestedDaysAgo: 45,
    preferredAfter: [4, 5],
    notes: 'Apartamento nuevo, en obra gris en los baños. Viajo desde Bogotá: prefiero mañanas.',
    decision: { approved: true, after: 0.5 },
    visit: { setAfter: 1, day: 4, hour: 9, doneAfter: 4.2 },
    designsPaidAfter: 5,
    designs: [{ fileName: 'bano-principal-y-cocina.png', art: 5, uploadedAfter: 9 }],
    quotes: [
      {
        name: 'Baño principal y cocina',
        sentAfter: 12,
        approvedAfter: 13,
        paidAfter: 13.2,
        entries: [
          { product: 'Piso Porcelanato Roble Natural 20x120', m2: 9.5, shipping: 48_000 },
          { product: 'Pegante Porcelanato Blanco 25 kg', shipping: 15_000 },
          { product: 'Boquilla Epóxica Gris Humo', shipping: 0 },
          { product: 'Grifería Monocontrol Lavamanos', units: 1, shipping: 0 },
          { product: 'Espejo Baño Redondo Luz LED 60', units: 1, shipping: 20_000 },
          { product: 'Grifo Cocina Extraíble Negro Mate', units: 1, shipping: 15_000 },
          { product: 'Aplique de Pared Latón Globo', units: 2, shipping: 18_000 },
        ],
        trackings: [
          { supplierEmail: DEMO_SUPPLIER, after: 18, url: `${SERVIENTREGA}2151093361` },
          {
            supplierEmail: 'luminarias.andinas@demo.co',
            after: 19,
            url: `${COORDINADORA}73951206633`,
          },
        ],
      },
      {
        name: 'Zona de ropas',
        sentAfter: 20,
        approvedAfter: 21,
        paidAfter: 21.2,
        entries: [
          { product: 'Piso Cerámico Beige Arena 45x45', m2: 6, shipping: 30_000 },
          { product: 'Pegante Cerámico Gris 25 kg', shipping: 8_000 },
          { product: 'Boquilla Sin Arena Blanca 2 kg', shipping: 0 },
          { product: 'Lavamanos Sobreponer Cerámica Blanca', units: 1, shipping: 18_000 },
        ],
        trackings: [{ supplierEmail: DEMO_SUPPLIER, after: 24, url: `${SERVIENTREGA}2151387420` }],
        receipts: [{ supplierEmail: DEMO_SUPPLIER, after: 25 }],
      },
    ],
  },
  // A request of the demo client to another designer, still unanswered.
  {
    clientEmail: DEMO_CLIENT,
    designerEmail: 'santiago.mejia@demo.co',
    address: 'Calle 10 # 35-20, apto 1102',
    cityId: '05001',
    requestedDaysAgo: 0.5,
    preferredAfter: [4, 6],
    notes: 'Una segunda opinión para el baño principal.',
  },
];

// ---------------------------------------------------------------------------------------------
// The supplier's receipt.

const dateFormat = new Intl.DateTimeFormat('es-CO', {
  dateStyle: 'long',
  timeZone: 'America/Bogota',
});

interface Person {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  cedula: string | null;
  cityName: string | null;
  streetAddress: string | null;
}

const fullName = (person: Person) => `${person.firstName} ${person.lastName}`;

/** The supplier's invoice to the client for its products of a paid quote. */
function supplierReceiptPdf(
  supplier: { companyName: string },
  hashid: string,
  client: Person,
  lines: { productName: string; units: number; subtotal: number }[],
  at: Date,
): Promise<Buffer> {
  return renderPdf({
    brand: supplier.companyName,
    title: 'Factura electrónica de venta',
    subtitle: `FE-${randomBytes(3).toString('hex').toUpperCase()} · Asesoría presencial #${hashid}`,
    createdAt: at,
    sections: [
      {
        rows: [
          ['Vendedor', supplier.companyName],
          ['Adquiriente', `${fullName(client)}, C.C. ${client.cedula ?? '—'}`],
          ['Fecha de expedición', dateFormat.format(at)],
        ],
      },
      {
        table: {
          columns: ['Producto', 'Unidades', 'Valor antes de IVA'],
          rows: lines.map((line) => [
            line.productName,
            String(line.units),
            formatCop(line.subtotal),
          ]),
          totals: [['Subtotal', formatCop(lines.reduce((sum, line) => sum + line.subtotal, 0))]],
        },
      },
    ],
  });
}

// ---------------------------------------------------------------------------------------------
// The seed.

interface Cast {
  person: (email: string) => Person;
  supplier: (email: string) => { companyName: string };
  productId: (name: string) => number;
  /** Objects put in storage, removed when the seed's transaction fails. */
  staged: StagedFile[];
}

/** One consultancy of the demo, replayed event by event; answers when its client last paid. */
async function seedConsultancy(
  ctx: AppContext,
  tx: Database,
  now: Date,
  demo: DemoConsultancy,
  cast: Cast,
): Promise<Date | null> {
  const client = cast.person(demo.clientEmail);
  const designer = cast.person(demo.designerEmail);
  const start = new Date(now.getTime() - demo.requestedDaysAgo * DAY_MS);
  const { at, appointment } = storyClock(start, now, 'consultancy');
  const city = findCity({ id: demo.cityId });
  if (!city) throw new Error(`Unknown city ${demo.cityId}`);
  const hashid = randomBytes(9).toString('base64url');
  const consultancyId = await insertConsultancy(tx, {
    hashid,
    clientUserId: client.id,
    designerUserId: designer.id,
    address: demo.address,
    cityName: cityLabel(city),
    preferredDates: demo.preferredAfter.map((day) => bogotaDay(start, day)),
    notes: demo.notes ?? null,
    createdAt: start,
  });
  if (!demo.decision) return null;
  if (
    !(await decideConsultancy(tx, consultancyId, demo.decision.approved, at(demo.decision.after)))
  ) {
    throw new Error('A demo consultancy was decided twice');
  }

  /** The designer's edit of the visit, under the rules of the step engine. */
  const editVisit = async (input: StepEditInput, editedAt: Date) => {
    const steps = stepStates(await consultancySteps(tx, consultancyId));
    for (const { name, ...change } of stepEditWrites(steps, 'visit_date', input)) {
      await updateConsultancyStep(tx, consultancyId, name, change, editedAt);
    }
  };
  const { visit } = demo;
  if (visit) {
    await editVisit({ date: appointment(visit.day, visit.hour) }, at(visit.setAfter));
    if (visit.doneAfter !== undefined) {
      await editVisit({ step_status_id: STEP_STATUS.done }, at(visit.doneAfter));
    }
  }

  if (demo.designsPaidAfter !== undefined) {
    const paidAt = at(demo.designsPaidAfter);
    // The designs payment as the presential payments record it (no quotes named), approved.
    const paymentId = await recordPaymentAttempt(tx, {
      presentialConsultancyId: consultancyId,
      reference: `PD-${hashid}-${randomBytes(6).toString('hex')}`,
      amountInCents: toCents(MONEY.presentialDeposit),
      publicKey: ctx.config.wompi?.publicKey ?? 'demo',
      provider: 'wompi',
    });
    await approveDemoPayment(tx, paymentId, 'PSE', paidAt);
    if (!(await markDesignsPaid(tx, consultancyId, paidAt))) {
      throw new Error('A demo consultancy paid its designs twice');
    }
    await advanceConsultancyStep(tx, consultancyId, 'design', STEP_STATUS.inProgress, paidAt);
  }

  for (const design of demo.designs ?? []) {
    const uploadedAt = at(design.uploadedAfter);
    const staged = await stageFile(ctx, documentTypeFor(documentTypeId('design')), {
      fileName: design.fileName,
      content: roomIllustration(design.art),
    });
    cast.staged.push(staged);
    const stored = await recordStagedFile(ctx, tx, designer.id, staged);
    await insertDesign(tx, {
      consultancyId,
      fileId: stored.id,
      uploaderUserId: designer.id,
      createdAt: uploadedAt,
    });
    await advanceConsultancyStep(tx, consultancyId, 'design', STEP_STATUS.inProgress, uploadedAt);
  }

  let lastPaidAt: Date | null = null;
  for (const demoQuote of demo.quotes ?? []) {
    const sentAt = at(demoQuote.sentAfter);
    // The quotes module builds, reserves and draws the quote as on the day it was sent.
    const quote = await createQuote(
      { ...ctx, now: () => sentAt },
      tx,
      {
        kind: 'presential',
        id: consultancyId,
        hashid,
        clientUserId: client.id,
        designerUserId: designer.id,
      },
      demoQuoteInput(demoQuote.name, demoQuote.entries, cast.productId),
      cast.staged,
    );
    await advanceConsultancyStep(tx, consultancyId, 'budget', STEP_STATUS.inProgress, sentAt);
    if (demoQuote.approvedAfter !== undefined) {
      await markQuoteApproved(tx, quote.id, at(demoQuote.approvedAfter));
    }
    let paidAt: Date | null = null;
    if (demoQuote.paidAfter !== undefined) {
      paidAt = at(demoQuote.paidAfter);
      const [paid] = await findPaidQuotes(tx, [quote.id]);
      if (!paid) throw new Error(`Demo quote ${demoQuote.name} is missing`);
      // The deposit as a quote payment deducts it: the designs paid, not yet used, above the
      // threshold.
      const deposit = presentialDeposit(
        paid.toPay,
        consultancyDeposit(await findConsultancyRow(tx, consultancyId)).available,
      );
      const paymentId = await recordPaymentAttempt(tx, {
        presentialConsultancyId: consultancyId,
        reference: `PC-${hashid}-${randomBytes(6).toString('hex')}`,
        amountInCents: toCents(paid.toPay - deposit),
        publicKey: ctx.config.wompi?.publicKey ?? 'demo',
        provider: 'wompi',
        receipt: receiptOf(client),
        depositApplied: deposit,
      });
      await insertPaymentQuotes(tx, paymentId, [quote.id]);
      await approveDemoPayment(tx, paymentId, 'CARD', paidAt);
      await markQuotesPaid(tx, [quote.id], paidAt);
      await advanceConsultancyStep(tx, consultancyId, 'payment', STEP_STATUS.done, paidAt);
      if (deposit > 0) await markDepositApplied(tx, consultancyId, paidAt);
      if (!lastPaidAt || paidAt > lastPaidAt) lastPaidAt = paidAt;
    }
    for (const tracking of demoQuote.trackings ?? []) {
      const addedAt = at(tracking.after);
      await addSupplierTracking(
        tx,
        { id: quote.id, paidAt },
        cast.person(tracking.supplierEmail).id,
        tracking.url,
        addedAt,
      );
      await advanceConsultancyStep(tx, consultancyId, 'my_orders', STEP_STATUS.inProgress, addedAt);
    }
    for (const receipt of demoQuote.receipts ?? []) {
      if (!paidAt) throw new Error(`Demo quote ${demoQuote.name} gets a receipt unpaid`);
      const uploadedAt = at(receipt.after);
      const supplier = cast.person(receipt.supplierEmail);
      const lines = (await paidLines(tx, [quote.id])).filter(
        (line) => line.supplierUserId === supplier.id,
      );
      const staged = await stageFile(ctx, documentTypeFor(documentTypeId('invoice')), {
        fileName: 'factura-proveedor.pdf',
        content: await supplierReceiptPdf(
          cast.supplier(receipt.supplierEmail),
          hashid,
          client,
          lines,
          uploadedAt,
        ),
      });
      cast.staged.push(staged);
      const stored = await recordStagedFile(ctx, tx, supplier.id, staged);
      await insertSupplierReceipt(tx, {
        quoteId: quote.id,
        supplierUserId: supplier.id,
        fileId: stored.id,
        createdAt: uploadedAt,
      });
    }
  }
  return lastPaidAt;
}

/** The demo's presential consultancies, inside the seed's transaction, after the catalogue. */
export async function seedDemoPresential(ctx: AppContext, tx: Database, now: Date): Promise<void> {
  const emails = new Set<string>();
  const supplierEmails = new Set<string>();
  const productNames = new Set<string>();
  for (const demo of DEMO_CONSULTANCIES) {
    emails.add(demo.clientEmail).add(demo.designerEmail);
    for (const quote of demo.quotes ?? []) {
      for (const entry of quote.entries) productNames.add(entry.product);
      for (const { supplierEmail } of [...(quote.trackings ?? []), ...(quote.receipts ?? [])]) {
        emails.add(supplierEmail);
        supplierEmails.add(supplierEmail);
      }
    }
  }
  // `findBuyers` finds any account by email.
  const people = await findBuyers(tx, [...emails]);
  const suppliers = await findSuppliersWithWarehouse(tx, [...supplierEmails]);
  const catalogue = await findProducts(tx, [...productNames]);
  const cast: Cast = {
    person: (email) => {
      const found = people.get(email);
      if (!found) throw new Error(`The demo consultancies need ${email}`);
      return found;
    },
    supplier: (email) => {
      const found = suppliers.get(email);
      if (!found) throw new Error(`The demo consultancies need the supplier ${email}`);
      return found;
    },
    productId: (name) => {
      const product = catalogue.get(name);
      if (!product) throw new Error(`Demo product ${name} is missing`);
      return product.id;
    },
    staged: [],
  };
  try {
    const lastPaid = new Map<string, Date>();
    for (const demo of DEMO_CONSULTANCIES) {
      const paidAt = await seedConsultancy(ctx, tx, now, demo, cast);
      const before = lastPaid.get(demo.clientEmail);
      if (paidAt && (!before || paidAt > before)) lastPaid.set(demo.clientEmail, paidAt);
    }
    // The receipt data a client last paid quotes with, offered again at its next checkout.
    for (const [email, paidAt] of lastPaid) {
      const client = cast.person(email);
      await upsertReceipt(tx, client.id, receiptOf(client), paidAt);
    }
  } catch (error) {
    await discardStagedFiles(ctx, cast.staged);
    throw error;
  }
}
