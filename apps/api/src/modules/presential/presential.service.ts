/**
 * The presential consultancy (spec part 1 §2 Designer area, §3, §4 Presential request; part 2
 * §2.2, §9; decision 030): a client asks a public designer to visit; the designer approves or
 * rejects the request once ('Mis clientes'); on an approved one the designer edits the visit step,
 * uploads designs and quotes products. Who sees a consultancy is decided once, in
 * `presential.access.ts`; every change runs on the locked consultancy.
 */
import { randomBytes } from 'node:crypto';
import type {
  PresentialConsultancy,
  PresentialRow,
  PresentialStep,
} from '@hogarte/shared/contracts/presential';
import type { SheetFile } from '@hogarte/shared/contracts/remodelings';
import { bogotaDay, isCalendarDay } from '@hogarte/shared/calendar';
import { MONEY } from '@hogarte/shared/limits';
import { documentTypeId } from '@hogarte/shared/lookups';
import { MESSAGES, fillMessage } from '@hogarte/shared/messages';
import { STEP_LABELS, STEP_STATUS } from '@hogarte/shared/process-steps';
import { ROLE } from '@hogarte/shared/roles';
import type { PresentialCreate } from '@hogarte/shared/schemas/presential';
import type { StepEditInput } from '@hogarte/shared/schemas/remodelings';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { Actor } from '../../http/auth.js';
import { AppError, fieldError, notFound } from '../../http/errors.js';
import type { IncomingFile } from '../../http/uploads.js';
import { documentDate } from '../../integrations/pdf/document.js';
import { findHireableDesignerId } from '../designers/designers.service.js';
import {
  documentTypeFor,
  fileLink,
  inTransactionWithFiles,
  recordStagedFile,
  stageFile,
} from '../files/files.service.js';
import {
  queueGreetingEmail,
  queuePartyWhatsapp,
  queueWhatsappText,
  type PartyNotice,
} from '../notifications/notifications.service.js';
import { ownerQuotes, type QuoteAudience, type QuoteFilter } from '../quotes/quotes.view.js';
import { stepEditWrites, stepStates } from '../remodelings/remodelings.access.js';
import {
  advanceConsultancyStep,
  consultancyDeposit,
  consultancyFor,
  consultancySteps,
  type Consultancy,
} from './presential.access.js';
import {
  decideConsultancy,
  findConsultancyRow,
  findDesign,
  findStepConsultancy,
  insertConsultancy,
  insertDesign,
  listConsultancyRows,
  listDesigns,
  listStepsOf,
  updateConsultancyStep,
  type ConsultancyRow,
  type DesignRow,
} from './presential.repository.js';
import { cityLabel, requireCity } from '../lookups/cities.js';

/**
 * The consultancy's page for its client or its designer, the link its messages carry. The
 * designer's is the plain-n spelling of the spec's /diseñador/… (the web lands both on one page):
 * an ñ does not survive every mail and chat client.
 */
export function consultancyUrl(ctx: AppContext, hashid: string, to: 'client' | 'designer') {
  const area = to === 'client' ? 'cliente' : 'disenador';
  return `${ctx.config.publicUrl}/${area}/compra/asesoria-presencial/${hashid}`;
}

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

const clientOf = (row: ConsultancyRow) => ({
  firstName: row.clientFirstName,
  lastName: row.clientLastName,
  email: row.clientEmail,
  phone: row.clientPhone,
});

const designerOf = (row: ConsultancyRow) => ({
  firstName: row.designerFirstName,
  lastName: row.designerLastName,
  email: row.designerEmail,
  phone: row.designerPhone,
});

/** A supplier reads a consultancy through its own lines; everyone else sees the quotes whole. */
function audienceOf(actor: Actor): QuoteAudience {
  return actor.roleId === ROLE.supplier ? { supplierUserId: actor.id } : {};
}

/** Quoting, uploading, editing steps and paying are for approved consultancies only. */
export function assertApproved(consultancy: Pick<Consultancy, 'isApproved'>): void {
  if (consultancy.isApproved !== true) {
    throw new AppError(409, 'PRESENTIAL_NOT_APPROVED', MESSAGES.presentialNotApproved);
  }
}

/** A WhatsApp about a consultancy to its client or its designer, carrying that person's link. */
export async function whatsappConsultancyParty(
  ctx: AppContext,
  tx: Database,
  consultancyId: number,
  notice: PartyNotice,
): Promise<void> {
  const row = await findConsultancyRow(tx, consultancyId);
  await queuePartyWhatsapp(
    tx,
    { client: clientOf(row), designer: designerOf(row) },
    { hashid: row.hashid, url: consultancyUrl(ctx, row.hashid, notice.to) },
    notice,
  );
}

/** An email about a consultancy to its client, in the caller's transaction, with its link. */
export async function emailConsultancyClient(
  ctx: AppContext,
  tx: Database,
  consultancyId: number,
  email: { subject: string; lines: string[] },
): Promise<void> {
  const row = await findConsultancyRow(tx, consultancyId);
  await queueGreetingEmail(tx, {
    to: row.clientEmail,
    firstName: row.clientFirstName,
    subject: email.subject,
    lines: [...email.lines, '', consultancyUrl(ctx, row.hashid, 'client')],
  });
}

type StoredStep = Awaited<ReturnType<typeof consultancySteps>>[number];

/** A consultancy's step as its page and a supplier's quotes show it. */
export function stepView(step: StoredStep): PresentialStep {
  return {
    id: step.id,
    name: step.name,
    step_status_id: step.statusId,
    date: step.date?.toISOString() ?? null,
    updated_at: step.updatedAt.toISOString(),
  };
}

/** A consultancy's client as its page and a supplier's quotes show it. */
export function clientView(
  row: Pick<
    ConsultancyRow,
    | 'clientUuid'
    | 'clientFirstName'
    | 'clientLastName'
    | 'clientCedula'
    | 'clientEmail'
    | 'clientPhone'
  >,
) {
  return {
    uuid: row.clientUuid,
    first_name: row.clientFirstName,
    last_name: row.clientLastName,
    cedula: row.clientCedula,
    email: row.clientEmail,
    phone: row.clientPhone,
  };
}

function rowView(ctx: AppContext, row: ConsultancyRow, steps: StoredStep[]): PresentialRow {
  return {
    hashid: row.hashid,
    created_at: row.createdAt.toISOString(),
    address: row.address,
    city: row.cityName,
    is_approved: row.isApproved,
    preferred_dates: row.preferredDates,
    notes: row.notes,
    client: clientView(row),
    designer: {
      uuid: row.designerUuid,
      first_name: row.designerFirstName,
      last_name: row.designerLastName,
      email: row.designerEmail,
      phone: row.designerPhone,
      avatar: row.designerAvatarKey ? ctx.storage.publicUrl(row.designerAvatarKey) : null,
    },
    steps: steps.map(stepView),
  };
}

/** The rows of a list with their steps, read in one query. */
async function rowViews(ctx: AppContext, rows: ConsultancyRow[]): Promise<PresentialRow[]> {
  const steps = await listStepsOf(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    rowView(
      ctx,
      row,
      steps.filter((step) => step.consultancyId === row.id),
    ),
  );
}

function designView(ctx: AppContext, design: DesignRow): SheetFile {
  return {
    id: design.id,
    filename: design.fileName,
    // The caller found the consultancy visible to this person: the short-lived link is the grant.
    url: fileLink(ctx, {
      id: design.fileId,
      storageKey: design.storageKey,
      isPrivate: design.isPrivate,
    }),
    created_at: design.createdAt.toISOString(),
  };
}

async function consultancyView(
  ctx: AppContext,
  actor: Actor,
  consultancy: Consultancy,
): Promise<PresentialConsultancy> {
  const row = await findConsultancyRow(ctx.db, consultancy.id);
  const steps = await consultancySteps(ctx.db, consultancy.id);
  const designs = await listDesigns(ctx.db, consultancy.id);
  const invoices = await ownerQuotes(
    ctx,
    ctx.db,
    { kind: 'presential', id: consultancy.id },
    audienceOf(actor),
  );
  return {
    ...rowView(ctx, row, steps),
    viewer: consultancy.viewer,
    decided_at: row.decidedAt?.toISOString() ?? null,
    designs: designs.map((design) => designView(ctx, design)),
    designs_price: MONEY.presentialDeposit,
    designs_paid_at: row.designsPaidAt?.toISOString() ?? null,
    deposit: consultancyDeposit(row),
    invoices,
  };
}

/**
 * The consultancy as `actor` now sees it, what every change answers (the quotes' and payments'
 * calls too).
 */
export async function consultancyInfo(
  ctx: AppContext,
  actor: Actor,
  hashid: string,
): Promise<PresentialConsultancy> {
  return consultancyView(ctx, actor, await consultancyFor(ctx.db, actor, hashid));
}

/** `GET /v1/presential-consultancy/{hashid}`: the consultancy as this person sees it. */
export async function consultancyDetail(ctx: AppContext, actor: Actor, hashid: string) {
  return { info: await consultancyInfo(ctx, actor, hashid) };
}

/**
 * One to three different real days, from tomorrow on Bogotá's calendar (the schema checked the
 * shape and the count; only the server knows today). Answered sorted.
 */
function preferredDays(days: readonly string[], now: Date): string[] {
  const tomorrow = bogotaDay(now, 1);
  // ISO days compare as text.
  if (days.some((day) => !isCalendarDay(day) || day < tomorrow)) {
    throw fieldError(
      400,
      'PRESENTIAL_DATES_INVALID',
      'preferred_dates',
      MESSAGES.presentialPreferredDatesInvalid,
    );
  }
  return [...days].sort();
}

/**
 * `POST /v1/presential-consultancy`: the client asks a public designer to visit (decision 030).
 * The consultancy and its five pending steps are written in one transaction with the designer's
 * email and WhatsApp, which send the designer to 'Mis clientes' to approve or reject it.
 */
export async function createConsultancy(ctx: AppContext, actor: Actor, input: PresentialCreate) {
  const preferredDates = preferredDays(input.preferred_dates, ctx.now());
  const cityName = cityLabel(requireCity({ label: input.city_name }));
  const designerUserId = await findHireableDesignerId(ctx, input.designer_uuid);
  if (designerUserId === null) {
    throw fieldError(
      409,
      'PRESENTIAL_DESIGNER_UNAVAILABLE',
      'designer_uuid',
      MESSAGES.presentialDesignerUnavailable,
    );
  }
  // 9 random bytes are 12 base64url characters: unguessable, and within the column's 16.
  const hashid = randomBytes(9).toString('base64url');
  const row = await inTransaction(ctx.db, async (tx) => {
    const id = await insertConsultancy(tx, {
      hashid,
      clientUserId: actor.id,
      designerUserId,
      address: input.address,
      cityName,
      preferredDates,
      notes: input.notes || null,
      createdAt: ctx.now(),
    });
    const created = await findConsultancyRow(tx, id);
    const client = clientOf(created);
    const designer = designerOf(created);
    const url = `${ctx.config.publicUrl}/disenador/dashboard`;
    const subject = fillMessage(MESSAGES.presentialRequestEmailSubject, { hashid });
    await queueGreetingEmail(tx, {
      to: designer.email,
      firstName: designer.firstName,
      subject,
      lines: [
        `${fullName(client)} te pidió una asesoría presencial.`,
        `Dirección: ${input.address}, ${cityName}`,
        `Fechas preferidas: ${preferredDates.join(', ')}`,
        ...(input.notes ? [`Notas: ${input.notes}`] : []),
        '',
        'Apruébala o recházala en Mis clientes:',
        url,
      ],
    });
    await queueWhatsappText(tx, {
      to: designer.phone,
      summary: subject,
      template: 'presential_request',
      text: fillMessage(MESSAGES.presentialRequestWhatsapp, {
        name: designer.firstName,
        client: fullName(client),
        city: cityName,
        url,
      }),
    });
    return created;
  });
  return {
    message: MESSAGES.presentialRequested,
    info: rowView(ctx, row, await consultancySteps(ctx.db, row.id)),
  };
}

/**
 * `GET /v1/presential-consultancy/designers`: 'Mis clientes', the designer's requests pending or
 * approved, newest first (a rejected one leaves the lists).
 */
export async function designerConsultancies(ctx: AppContext, actor: Actor) {
  const rows = await listConsultancyRows(ctx.db, { designerUserId: actor.id, withRejected: false });
  return { info: await rowViews(ctx, rows) };
}

/** `GET /v1/presential-consultancy/clients`: the client's own, rejected ones too (the answer). */
export async function clientConsultancies(ctx: AppContext, actor: Actor) {
  const rows = await listConsultancyRows(ctx.db, { clientUserId: actor.id, withRejected: true });
  return { info: await rowViews(ctx, rows) };
}

/**
 * `PATCH /v1/presential-consultancy/{hashid}` {is_approved, client_uuid}: the designer decides
 * the request once, on the locked consultancy; `client_uuid` must name its client (the row the
 * designer acted on). The client hears the answer by email.
 */
export async function decideRequest(
  ctx: AppContext,
  actor: Actor,
  hashid: string,
  input: { is_approved: boolean; client_uuid: string },
) {
  await inTransaction(ctx.db, async (tx) => {
    const consultancy = await consultancyFor(tx, actor, hashid, { lock: true });
    const row = await findConsultancyRow(tx, consultancy.id);
    if (row.clientUuid !== input.client_uuid.toLowerCase()) {
      throw fieldError(
        400,
        'PRESENTIAL_CLIENT_MISMATCH',
        'client_uuid',
        MESSAGES.presentialClientMismatch,
      );
    }
    if (!(await decideConsultancy(tx, consultancy.id, input.is_approved, ctx.now()))) {
      throw new AppError(409, 'PRESENTIAL_ALREADY_DECIDED', MESSAGES.presentialAlreadyDecided);
    }
    const answer = input.is_approved
      ? MESSAGES.presentialDecisionApproved
      : MESSAGES.presentialDecisionRejected;
    await emailConsultancyClient(ctx, tx, consultancy.id, {
      subject: fillMessage(MESSAGES.presentialDecisionEmailSubject, { hashid }),
      lines: [fillMessage(answer, { designer: fullName(designerOf(row)), hashid })],
    });
  });
  return {
    message: fillMessage(
      input.is_approved ? MESSAGES.presentialApproved : MESSAGES.presentialRejected,
      { hashid },
    ),
    info: await consultancyInfo(ctx, actor, hashid),
  };
}

/**
 * `PATCH /v1/presential-consultancy/steps/{id}[?whatsapp=true]`: the consultancy's designer edits
 * the visit under the rules of the step engine, on the locked, approved consultancy; with
 * `whatsapp`, the client hears the date set.
 */
export async function editConsultancyStep(
  ctx: AppContext,
  actor: Actor,
  stepId: number,
  input: StepEditInput,
  whatsapp: boolean,
) {
  const step = await findStepConsultancy(ctx.db, stepId);
  if (!step) throw notFound();
  await inTransaction(ctx.db, async (tx) => {
    const consultancy = await consultancyFor(tx, actor, step.hashid, { lock: true });
    assertApproved(consultancy);
    const steps = stepStates(await consultancySteps(tx, consultancy.id));
    const now = ctx.now();
    for (const { name, ...change } of stepEditWrites(steps, step.name, input)) {
      await updateConsultancyStep(tx, consultancy.id, name, change, now);
    }
    if (whatsapp && input.date) {
      await whatsappConsultancyParty(ctx, tx, consultancy.id, {
        to: 'client',
        summary: MESSAGES.stepUpdated,
        template: 'presential_step',
        message: MESSAGES.presentialStepWhatsapp,
        values: {
          step: STEP_LABELS[step.name].toLowerCase(),
          date: documentDate(new Date(input.date)),
        },
      });
    }
  });
  return { message: MESSAGES.stepUpdated, info: await consultancyInfo(ctx, actor, step.hashid) };
}

/**
 * `POST /v1/presential-consultancy/{hashid}/files/design[?whatsapp=true]` (multipart `file`, an
 * image or a PDF): the designer's design of an approved consultancy, kept private; the design step
 * goes to in progress (it stays there: more designs may follow).
 */
export async function uploadDesign(
  ctx: AppContext,
  actor: Actor,
  hashid: string,
  file: IncomingFile | null,
  whatsapp: boolean,
) {
  assertApproved(await consultancyFor(ctx.db, actor, hashid));
  if (!file) throw fieldError(400, 'FILE_MISSING', 'file', MESSAGES.fileMissing);
  const staged = await stageFile(ctx, documentTypeFor(documentTypeId('design')), file);
  const saved = await inTransactionWithFiles(ctx, [staged], async (tx) => {
    const consultancy = await consultancyFor(tx, actor, hashid, { lock: true });
    assertApproved(consultancy);
    const stored = await recordStagedFile(ctx, tx, actor.id, staged);
    const now = ctx.now();
    const designId = await insertDesign(tx, {
      consultancyId: consultancy.id,
      fileId: stored.id,
      uploaderUserId: actor.id,
      createdAt: now,
    });
    await advanceConsultancyStep(tx, consultancy.id, 'design', STEP_STATUS.inProgress, now);
    if (whatsapp) {
      await whatsappConsultancyParty(ctx, tx, consultancy.id, {
        to: 'client',
        summary: MESSAGES.designUploaded,
        template: 'presential_design',
        message: MESSAGES.presentialDesignWhatsapp,
      });
    }
    return { consultancyId: consultancy.id, designId };
  });
  const design = await findDesign(ctx.db, saved.consultancyId, saved.designId);
  if (!design) throw new Error('presential design not found after insert');
  return { message: MESSAGES.designUploaded, info: designView(ctx, design) };
}

/** `GET …/{hashid}/invoices?approved&paid`: the consultancy's quotes as this person sees them. */
export async function consultancyInvoices(
  ctx: AppContext,
  actor: Actor,
  hashid: string,
  filter: QuoteFilter,
) {
  const consultancy = await consultancyFor(ctx.db, actor, hashid);
  return {
    info: await ownerQuotes(
      ctx,
      ctx.db,
      { kind: 'presential', id: consultancy.id },
      audienceOf(actor),
      filter,
    ),
  };
}
