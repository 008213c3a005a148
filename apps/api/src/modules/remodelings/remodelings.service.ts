/**
 * The process sheet (spec part 2 §2.1, §3 Remodeling, Step, Design, Installer, §4, §6, §7
 * Remodelling; decision 029): a client asks a designer for a remodelling and the sheet starts with
 * its seven steps; the designer moves the visit and the installation dates, uploads designs and
 * documents; the client approves designs, receives the work and rates it; the lsh operator adds
 * installers and uploads its invoice and policy; suppliers add tracking links to the quotes they
 * were paid for; an admin sees every sheet and marks the finished ones paid. Who sees a sheet is
 * decided once, in `remodelings.access.ts`; every change runs on the locked sheet.
 */
import { randomBytes } from 'node:crypto';
import { pageInfo } from '@hogarte/shared/contracts/common';
import type {
  Remodeling,
  RemodelingFileKind,
  RemodelingFileType,
  RemodelingPage,
  SheetFile,
} from '@hogarte/shared/contracts/remodelings';
import { documentTypeId } from '@hogarte/shared/lookups';
import { MESSAGES, fillMessage } from '@hogarte/shared/messages';
import { STEP_LABELS, STEP_STATUS, mayReceiveWork } from '@hogarte/shared/process-steps';
import { ROLE } from '@hogarte/shared/roles';
import type {
  RemodelingCreate,
  RemodelingListQuery,
  RemodelingPatch,
  StepEditInput,
} from '@hogarte/shared/schemas/remodelings';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { Actor } from '../../http/auth.js';
import { AppError, fieldError, forbidden, notFound } from '../../http/errors.js';
import type { IncomingFile } from '../../http/uploads.js';
import { documentDate } from '../../integrations/pdf/document.js';
import { findHireableDesignerId, recordDesignerRating } from '../designers/designers.service.js';
import {
  inTransactionWithFiles,
  documentTypeFor,
  fileLink,
  recordStagedFile,
  stageFile,
} from '../files/files.service.js';
import {
  queueGreetingEmail,
  queuePartyWhatsapp,
  queueWhatsappText,
  type PartyNotice,
} from '../notifications/notifications.service.js';
import { addSupplierTracking, removeSupplierTracking } from '../quotes/quote-trackings.js';
import { ownerQuotes, type QuoteAudience, type QuoteFilter } from '../quotes/quotes.view.js';
import {
  advanceSheetStep,
  sheetFor,
  sheetSteps,
  sheetVisibleTo,
  stepEditWrites,
  stepStates,
  type Sheet,
} from './remodelings.access.js';
import {
  approveDesign,
  countSheets,
  findContact,
  findDesign,
  findQuoteOfSupplier,
  findSheetFile,
  findSheetRow,
  findStepSheet,
  insertDesign,
  insertInstaller,
  insertRemodeling,
  insertSheetFile,
  listDesigns,
  listInstallers,
  listSheetFiles,
  listSheets,
  markFinished,
  rateSheet,
  setPaidAt,
  updateStep,
  type SheetFileRow,
  type SheetRow,
} from './remodelings.repository.js';
import { cityLabel, requireCity } from '../lookups/cities.js';

/** The sheet's page, the link every message of a sheet carries (one page for all its people). */
export function sheetUrl(ctx: AppContext, hashid: string): string {
  return `${ctx.config.publicUrl}/compra/${hashid}`;
}

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

function fileView(ctx: AppContext, row: SheetFileRow): SheetFile {
  return {
    id: row.id,
    filename: row.fileName,
    // The caller found the sheet visible to this person: the short-lived link is the grant.
    url: fileLink(ctx, { id: row.fileId, storageKey: row.storageKey, isPrivate: row.isPrivate }),
    created_at: row.createdAt.toISOString(),
  };
}

function personView(
  ctx: AppContext,
  person: {
    uuid: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    cedula: string | null;
    address: string | null;
    avatarKey: string | null;
  },
) {
  return {
    uuid: person.uuid,
    first_name: person.firstName,
    last_name: person.lastName,
    email: person.email,
    phone: person.phone,
    cedula: person.cedula,
    address: person.address,
    avatar: person.avatarKey ? ctx.storage.publicUrl(person.avatarKey) : null,
  };
}

/** A supplier reads a sheet through its own lines; everyone else sees the quotes whole. */
function audienceOf(actor: Actor): QuoteAudience {
  return actor.roleId === ROLE.supplier ? { supplierUserId: actor.id } : {};
}

function clientOf(row: SheetRow) {
  return {
    uuid: row.clientUuid,
    firstName: row.clientFirstName,
    lastName: row.clientLastName,
    email: row.clientEmail,
    phone: row.clientPhone,
    cedula: row.clientCedula,
    address: row.clientAddress,
    avatarKey: row.clientAvatarKey,
  };
}

function designerOf(row: SheetRow) {
  return {
    uuid: row.designerUuid,
    firstName: row.designerFirstName,
    lastName: row.designerLastName,
    email: row.designerEmail,
    phone: row.designerPhone,
    cedula: row.designerCedula,
    address: row.designerAddress,
    avatarKey: row.designerAvatarKey,
  };
}

/** A WhatsApp about a sheet to its client or its designer, carrying the sheet's link. */
export async function whatsappSheetParty(
  ctx: AppContext,
  tx: Database,
  sheetId: number,
  notice: PartyNotice,
): Promise<void> {
  const row = await findSheetRow(tx, sheetId);
  await queuePartyWhatsapp(
    tx,
    { client: clientOf(row), designer: designerOf(row) },
    { hashid: row.hashid, url: sheetUrl(ctx, row.hashid) },
    notice,
  );
}

async function sheetView(ctx: AppContext, actor: Actor, sheet: Sheet): Promise<Remodeling> {
  const row = await findSheetRow(ctx.db, sheet.id);
  const steps = await sheetSteps(ctx.db, sheet.id);
  const files = await listSheetFiles(ctx.db, sheet.id);
  const designs = await listDesigns(ctx.db, sheet.id);
  const installers = await listInstallers(ctx.db, sheet.id);
  const invoices = await ownerQuotes(
    ctx,
    ctx.db,
    { kind: 'remodeling', id: sheet.id },
    audienceOf(actor),
  );
  const ofKind = (kind: RemodelingFileKind) => files.filter((file) => file.kind === kind);
  // One invoice and one policy count; a later upload replaces what the sheet shows.
  const latest = (kind: RemodelingFileKind) => {
    const last = ofKind(kind).at(-1);
    return last ? fileView(ctx, last) : null;
  };
  return {
    hashid: row.hashid,
    status: row.finishedAt ? 'finished' : 'active',
    viewer: sheet.viewer,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    paid_at: row.paidAt?.toISOString() ?? null,
    city: row.cityName,
    address: row.address,
    space: { quantity: row.spaceQuantity },
    client: personView(ctx, clientOf(row)),
    designer: personView(ctx, designerOf(row)),
    steps: steps.map((step) => ({
      id: step.id,
      name: step.name,
      step_status_id: step.statusId,
      date: step.date?.toISOString() ?? null,
      updated_at: step.updatedAt.toISOString(),
    })),
    designs: designs.map((design) => ({
      ...fileView(ctx, design),
      id: design.designId,
      is_approved: design.approvedAt !== null,
      approved_at: design.approvedAt?.toISOString() ?? null,
    })),
    invoices,
    installers: installers.map((installer) => ({
      id: installer.id,
      full_name: installer.fullName,
      cedula: installer.cedula,
      created_at: installer.createdAt.toISOString(),
    })),
    legal_documents: ofKind('legal').map((file) => fileView(ctx, file)),
    technical_documents: ofKind('technical').map((file) => fileView(ctx, file)),
    lsh_invoice: latest('lsh_invoice'),
    lsh_policy: latest('lsh_policy'),
    admin_invoice: latest('admin_invoice'),
    designer_rating: row.designerRating,
    installers_rating: row.installersRating,
    comments: row.comments,
  };
}

/**
 * The sheet as `actor` now sees it, what every change answers (the quotes' and payments' calls
 * too).
 */
export async function sheetInfo(
  ctx: AppContext,
  actor: Actor,
  hashid: string,
): Promise<Remodeling> {
  return sheetView(ctx, actor, await sheetFor(ctx.db, actor, hashid));
}

function assertActive(sheet: Sheet): void {
  if (sheet.finishedAt) throw new AppError(409, 'REMODELING_FINISHED', MESSAGES.remodelingFinished);
}

function assertFinished(sheet: Sheet): void {
  if (!sheet.finishedAt) {
    throw new AppError(409, 'REMODELING_NOT_FINISHED', MESSAGES.remodelingNotFinished);
  }
}

/**
 * `POST /v1/remodelings`: the client asks a public designer for a remodelling (decision 029). The
 * sheet and its seven pending steps are written in one transaction with the designer's email
 * and WhatsApp, which carry the sheet's link.
 */
export async function createRemodeling(ctx: AppContext, actor: Actor, input: RemodelingCreate) {
  const cityName = cityLabel(requireCity({ label: input.city_name }));
  const designerUserId = await findHireableDesignerId(ctx, input.designer_uuid);
  if (designerUserId === null) {
    throw fieldError(
      409,
      'REMODELING_DESIGNER_UNAVAILABLE',
      'designer_uuid',
      MESSAGES.remodelingDesignerUnavailable,
    );
  }
  // 9 random bytes are 12 base64url characters: unguessable, and within the column's 16.
  const hashid = randomBytes(9).toString('base64url');
  await inTransaction(ctx.db, async (tx) => {
    await insertRemodeling(tx, {
      hashid,
      clientUserId: actor.id,
      designerUserId,
      address: input.address,
      cityName,
      spaceQuantity: input.space_quantity,
      createdAt: ctx.now(),
    });
    const client = await findContact(tx, actor.id);
    const designer = await findContact(tx, designerUserId);
    const url = sheetUrl(ctx, hashid);
    const text = fillMessage(MESSAGES.remodelingRequestWhatsapp, {
      name: designer.firstName,
      client: fullName(client),
      city: cityName,
      spaces: String(input.space_quantity),
      hashid,
      url,
    });
    const subject = fillMessage(MESSAGES.remodelingRequestEmailSubject, { hashid });
    await queueGreetingEmail(tx, {
      to: designer.email,
      firstName: designer.firstName,
      subject,
      lines: [
        `${fullName(client)} te pidió una remodelación.`,
        `Dirección: ${input.address}, ${cityName}`,
        `Espacios: ${input.space_quantity}`,
        '',
        'Agenda la visita desde la hoja de proceso:',
        url,
      ],
    });
    await queueWhatsappText(tx, {
      to: designer.phone,
      summary: subject,
      text,
      template: 'remodeling_request',
    });
  });
  return { message: fillMessage(MESSAGES.remodelingCreated, { hashid }), hashid };
}

/**
 * `GET /v1/remodelings?finished|paid`: the sheets this actor sees (`sheetVisibleTo`), newest
 * first, a page at a time, with the sums of their paid quotes.
 */
export async function listRemodelings(
  ctx: AppContext,
  actor: Actor,
  query: RemodelingListQuery,
): Promise<RemodelingPage> {
  const filter = { visible: sheetVisibleTo(actor), finished: query.finished, paid: query.paid };
  const rows = await listSheets(ctx.db, filter, {
    limit: query.itemsPerPage,
    offset: (query.page - 1) * query.itemsPerPage,
  });
  const total = await countSheets(ctx.db, filter);
  return {
    items: rows.map((row) => ({
      hashid: row.hashid,
      created_at: row.createdAt.toISOString(),
      finished_at: row.finishedAt?.toISOString() ?? null,
      paid_at: row.paidAt?.toISOString() ?? null,
      city: row.cityName,
      address: row.address,
      client: {
        uuid: row.clientUuid,
        first_name: row.clientFirstName,
        last_name: row.clientLastName,
      },
      designer: {
        uuid: row.designerUuid,
        first_name: row.designerFirstName,
        last_name: row.designerLastName,
      },
      paid_quotes: row.paidQuotes,
      to_pay: row.toPay,
      to_pay_designer: row.toPayDesigner,
      to_pay_supplier: row.toPaySupplier,
      to_pay_lsh: row.toPayLsh,
      to_pay_platform: row.toPayPlatform,
      installers_count: row.installersCount,
      has_lsh_invoice: row.hasLshInvoice,
      has_lsh_policy: row.hasLshPolicy,
      has_admin_invoice: row.hasAdminInvoice,
    })),
    pagination: pageInfo(total, query.page, query.itemsPerPage),
  };
}

/** `GET /v1/remodelings/{hashid}`: the process sheet as this person sees it. */
export async function remodelingDetail(ctx: AppContext, actor: Actor, hashid: string) {
  return { info: await sheetInfo(ctx, actor, hashid) };
}

/**
 * `PATCH /v1/remodelings/{hashid}[?email=true]`: the admin's paid mark (finished sheets only),
 * the client's (or an admin's) 'received to satisfaction', or the client's rating (once).
 */
export async function patchRemodeling(
  ctx: AppContext,
  actor: Actor,
  hashid: string,
  patch: RemodelingPatch,
  email: boolean,
) {
  if ('paid_at' in patch) return markPaid(ctx, actor, hashid, patch.paid_at !== null);
  if ('finished_at' in patch) return finishRemodeling(ctx, actor, hashid, email);
  return rateRemodeling(ctx, actor, hashid, patch);
}

async function markPaid(ctx: AppContext, actor: Actor, hashid: string, paid: boolean) {
  if (actor.roleId !== ROLE.admin) throw forbidden();
  await inTransaction(ctx.db, async (tx) => {
    const sheet = await sheetFor(tx, actor, hashid, { lock: true });
    assertFinished(sheet);
    // The browser's time is not trusted: the server stamps it.
    await setPaidAt(tx, sheet.id, paid ? ctx.now() : null);
  });
  return {
    message: fillMessage(paid ? MESSAGES.remodelingPaidMarked : MESSAGES.remodelingPaidUnmarked, {
      hashid,
    }),
    info: await sheetInfo(ctx, actor, hashid),
  };
}

/**
 * Receives the work: refused once finished and while the installation is in progress (its
 * button is disabled then, part 2 §4 Finishing); every step done and the sheet finished together.
 */
async function finishRemodeling(ctx: AppContext, actor: Actor, hashid: string, email: boolean) {
  await inTransaction(ctx.db, async (tx) => {
    const sheet = await sheetFor(tx, actor, hashid, { lock: true });
    assertActive(sheet);
    if (!mayReceiveWork(stepStates(await sheetSteps(tx, sheet.id)))) {
      throw new AppError(
        409,
        'REMODELING_INSTALLATION_IN_PROGRESS',
        MESSAGES.remodelingInstallationInProgress,
      );
    }
    await markFinished(tx, sheet.id, ctx.now());
    if (email) {
      const row = await findSheetRow(tx, sheet.id);
      const subject = fillMessage(MESSAGES.remodelingFinishedEmailSubject, { hashid });
      for (const person of [clientOf(row), designerOf(row)]) {
        await queueGreetingEmail(tx, {
          to: person.email,
          firstName: person.firstName,
          subject,
          lines: [
            `${fullName(clientOf(row))} recibió a satisfacción la remodelación #${hashid} con ${fullName(designerOf(row))}.`,
            'El documento equivalente y la hoja de proceso siguen disponibles:',
            sheetUrl(ctx, hashid),
          ],
        });
      }
    }
  });
  return { message: MESSAGES.remodelingFinishedToast, info: await sheetInfo(ctx, actor, hashid) };
}

/**
 * The client rates a finished sheet once (the conditional update decides), and the designer's
 * average takes the designer's rating in the same transaction.
 */
async function rateRemodeling(
  ctx: AppContext,
  actor: Actor,
  hashid: string,
  rating: Extract<RemodelingPatch, { designer_rating: number }>,
) {
  if (actor.roleId !== ROLE.client) throw forbidden();
  await inTransaction(ctx.db, async (tx) => {
    const sheet = await sheetFor(tx, actor, hashid, { lock: true });
    assertFinished(sheet);
    const rated = await rateSheet(
      tx,
      sheet.id,
      {
        designerRating: rating.designer_rating,
        installersRating: rating.installers_rating,
        comments: rating.comments || null,
      },
      ctx.now(),
    );
    if (!rated) {
      throw new AppError(409, 'REMODELING_ALREADY_RATED', MESSAGES.remodelingAlreadyRated);
    }
    if (sheet.designerUserId !== null) {
      await recordDesignerRating(tx, sheet.designerUserId, rating.designer_rating);
    }
  });
  return { message: MESSAGES.remodelingRated, info: await sheetInfo(ctx, actor, hashid) };
}

/**
 * `PATCH /v1/remodelings/steps/{id}[?whatsapp=true]`: the sheet's designer (or an admin) edits
 * the visit or the installation under the rules of `applyStepEdit`, on the locked sheet; with
 * `whatsapp`, the client hears the date set.
 */
export async function editStep(
  ctx: AppContext,
  actor: Actor,
  stepId: number,
  input: StepEditInput,
  whatsapp: boolean,
) {
  const step = await findStepSheet(ctx.db, stepId);
  if (!step) throw notFound();
  await inTransaction(ctx.db, async (tx) => {
    const sheet = await sheetFor(tx, actor, step.hashid, { lock: true });
    assertActive(sheet);
    const writes = stepEditWrites(stepStates(await sheetSteps(tx, sheet.id)), step.name, input);
    const now = ctx.now();
    for (const { name, ...change } of writes) await updateStep(tx, sheet.id, name, change, now);
    if (whatsapp && input.date) {
      await whatsappSheetParty(ctx, tx, sheet.id, {
        to: 'client',
        summary: MESSAGES.stepUpdated,
        template: 'remodeling_step',
        message: MESSAGES.remodelingStepWhatsapp,
        values: {
          step: STEP_LABELS[step.name].toLowerCase(),
          date: documentDate(new Date(input.date)),
        },
      });
    }
  });
  return { message: MESSAGES.stepUpdated, info: await sheetInfo(ctx, actor, step.hashid) };
}

interface FileRule {
  kind: RemodelingFileKind;
  documentTypeId: number;
  message: string;
  /** The sheet must (true) or must not (false) be finished. */
  finished?: boolean;
}

/**
 * Who uploads what (part 2 §6, §7; decision 029): designs are the designer's; legal and
 * technical documents the designer's or an admin's; the lsh uploads its invoice (which completes
 * the installation) and its liability policy; an admin uploads the client's invoice once the
 * sheet is finished.
 */
const FILE_RULES: Record<RemodelingFileType, Partial<Record<Actor['roleId'], FileRule>>> = {
  design: {
    [ROLE.designer]: {
      kind: 'design',
      documentTypeId: documentTypeId('design'),
      message: MESSAGES.designUploaded,
      finished: false,
    },
  },
  legal: Object.fromEntries(
    [ROLE.designer, ROLE.admin].map((role) => [
      role,
      {
        kind: 'legal',
        documentTypeId: documentTypeId('remodelingLegal'),
        message: MESSAGES.documentUploaded,
      },
    ]),
  ),
  technical: Object.fromEntries(
    [ROLE.designer, ROLE.admin].map((role) => [
      role,
      {
        kind: 'technical',
        documentTypeId: documentTypeId('remodelingTechnical'),
        message: MESSAGES.documentUploaded,
      },
    ]),
  ),
  invoice: {
    [ROLE.lsh]: {
      kind: 'lsh_invoice',
      documentTypeId: documentTypeId('invoice'),
      message: MESSAGES.invoiceUploaded,
    },
    [ROLE.admin]: {
      kind: 'admin_invoice',
      documentTypeId: documentTypeId('invoice'),
      message: MESSAGES.invoiceUploaded,
      finished: true,
    },
  },
  policy: {
    // The policy is a PDF, kept private like the sheet's legal documents.
    [ROLE.lsh]: {
      kind: 'lsh_policy',
      documentTypeId: documentTypeId('remodelingLegal'),
      message: MESSAGES.policyUploaded,
    },
  },
};

function checkSheetState(sheet: Sheet, rule: FileRule): void {
  if (rule.finished === false) assertActive(sheet);
  if (rule.finished === true) assertFinished(sheet);
}

/** `POST /v1/remodelings/{hashid}/files/{type}` (multipart `file`). */
export async function uploadSheetFile(
  ctx: AppContext,
  actor: Actor,
  hashid: string,
  type: RemodelingFileType,
  file: IncomingFile | null,
) {
  const rule = FILE_RULES[type][actor.roleId];
  if (!rule) throw forbidden();
  checkSheetState(await sheetFor(ctx.db, actor, hashid), rule);
  if (!file) throw fieldError(400, 'FILE_MISSING', 'file', MESSAGES.fileMissing);
  const staged = await stageFile(ctx, documentTypeFor(rule.documentTypeId), file);
  const saved = await inTransactionWithFiles(ctx, [staged], async (tx) => {
    const sheet = await sheetFor(tx, actor, hashid, { lock: true });
    checkSheetState(sheet, rule);
    const stored = await recordStagedFile(ctx, tx, actor.id, staged);
    const inserted = await insertSheetFile(tx, {
      remodelingId: sheet.id,
      fileId: stored.id,
      kind: rule.kind,
      uploaderUserId: actor.id,
      createdAt: ctx.now(),
    });
    // The lsh's invoice says the installation is done: its status has no edit (decision 029).
    if (rule.kind === 'lsh_invoice') {
      await advanceSheetStep(tx, sheet.id, 'contractors_installing', STEP_STATUS.done, ctx.now());
    }
    return inserted;
  });
  const sheet = await sheetFor(ctx.db, actor, hashid);
  const row = await findSheetFile(ctx.db, sheet.id, saved.id);
  if (!row) throw new Error('remodelling file not found after insert');
  return { message: rule.message, info: fileView(ctx, row) };
}

/**
 * `POST …/{hashid}/designs?whatsapp=true`: the designer shows an uploaded design file to the
 * client; the design step goes to in progress (it stays there until the sheet ends).
 */
export async function addDesign(
  ctx: AppContext,
  actor: Actor,
  hashid: string,
  remodelingFileId: number,
  whatsapp: boolean,
) {
  await inTransaction(ctx.db, async (tx) => {
    const sheet = await sheetFor(tx, actor, hashid, { lock: true });
    assertActive(sheet);
    const file = await findSheetFile(tx, sheet.id, remodelingFileId);
    if (!file || file.kind !== 'design') {
      throw fieldError(
        404,
        'DESIGN_FILE_NOT_FOUND',
        'remodeling_process_file_id',
        MESSAGES.designFileNotFound,
      );
    }
    const now = ctx.now();
    if (!(await insertDesign(tx, { remodelingId: sheet.id, remodelingFileId, createdAt: now }))) {
      throw fieldError(
        409,
        'DESIGN_ALREADY_ADDED',
        'remodeling_process_file_id',
        MESSAGES.invalidRequest,
      );
    }
    await advanceSheetStep(tx, sheet.id, 'design', STEP_STATUS.inProgress, now);
    if (whatsapp) {
      await whatsappSheetParty(ctx, tx, sheet.id, {
        to: 'client',
        summary: MESSAGES.designUploaded,
        template: 'remodeling_design',
        message: MESSAGES.remodelingDesignWhatsapp,
      });
    }
  });
  return { message: MESSAGES.designUploaded, info: await sheetInfo(ctx, actor, hashid) };
}

/** `PATCH …/{hashid}/designs/{id}?whatsapp=true`: the client approves a design, once. */
export async function approveSheetDesign(
  ctx: AppContext,
  actor: Actor,
  hashid: string,
  designId: number,
  whatsapp: boolean,
) {
  await inTransaction(ctx.db, async (tx) => {
    const sheet = await sheetFor(tx, actor, hashid, { lock: true });
    assertActive(sheet);
    const design = await findDesign(tx, sheet.id, designId);
    if (!design) throw notFound();
    if (!(await approveDesign(tx, design.id, ctx.now()))) {
      throw new AppError(409, 'DESIGN_ALREADY_APPROVED', MESSAGES.designAlreadyApproved);
    }
    if (whatsapp) {
      await whatsappSheetParty(ctx, tx, sheet.id, {
        to: 'designer',
        summary: MESSAGES.designApproved,
        template: 'remodeling_design_approved',
        message: MESSAGES.remodelingDesignApprovedWhatsapp,
      });
    }
  });
  return { message: MESSAGES.designApproved, info: await sheetInfo(ctx, actor, hashid) };
}

/** `POST …/{hashid}/installers`: the lsh (or an admin) names who installs, while it is active. */
export async function addInstaller(
  ctx: AppContext,
  actor: Actor,
  hashid: string,
  input: { full_name: string; cedula: string },
) {
  await inTransaction(ctx.db, async (tx) => {
    const sheet = await sheetFor(tx, actor, hashid, { lock: true });
    assertActive(sheet);
    await insertInstaller(tx, {
      remodelingId: sheet.id,
      fullName: input.full_name,
      cedula: input.cedula,
      createdAt: ctx.now(),
    });
  });
  return { message: MESSAGES.installerAdded, info: await sheetInfo(ctx, actor, hashid) };
}

/** `GET …/{hashid}/invoices?approved&paid`: the sheet's quotes as this person sees them. */
export async function sheetInvoices(
  ctx: AppContext,
  actor: Actor,
  hashid: string,
  filter: QuoteFilter,
) {
  const sheet = await sheetFor(ctx.db, actor, hashid);
  return {
    info: await ownerQuotes(
      ctx,
      ctx.db,
      { kind: 'remodeling', id: sheet.id },
      audienceOf(actor),
      filter,
    ),
  };
}

/**
 * `POST /v1/remodelings/invoices/{id}/trackings?whatsapp=true`: a supplier with lines in a paid
 * quote adds the link to follow its shipment; 'my orders' goes to in progress; with `whatsapp`
 * the client hears it.
 */
export async function addTracking(
  ctx: AppContext,
  actor: Actor,
  quoteId: number,
  url: string,
  whatsapp: boolean,
) {
  const found = await findQuoteOfSupplier(ctx.db, quoteId, actor.id);
  if (!found) throw notFound();
  await inTransaction(ctx.db, async (tx) => {
    const sheet = await sheetFor(tx, actor, found.hashid, { lock: true });
    const now = ctx.now();
    // Read again under the sheet's lock, which a payment of its quotes takes too.
    const quote = await findQuoteOfSupplier(tx, quoteId, actor.id);
    await addSupplierTracking(tx, quote, actor.id, url, now);
    await advanceSheetStep(tx, sheet.id, 'my_orders', STEP_STATUS.inProgress, now);
    if (whatsapp) {
      const supplier = await findContact(tx, actor.id);
      await whatsappSheetParty(ctx, tx, sheet.id, {
        to: 'client',
        summary: MESSAGES.trackingAdded,
        template: 'remodeling_tracking',
        message: MESSAGES.remodelingTrackingWhatsapp,
        values: { supplier: supplier.companyName ?? fullName(supplier) },
      });
    }
  });
  return { message: MESSAGES.trackingAdded, info: await sheetInfo(ctx, actor, found.hashid) };
}

/** `DELETE /v1/remodelings/trackUrl/{id}`: a supplier removes one of its own links. */
export async function removeTracking(ctx: AppContext, actor: Actor, trackingId: number) {
  const tracking = await removeSupplierTracking(ctx.db, 'remodeling', trackingId, actor.id);
  return { message: MESSAGES.trackingDeleted, info: await sheetInfo(ctx, actor, tracking.hashid) };
}

/** A finished sheet this actor sees, with its people: what the equivalent document prints. */
export async function finishedSheetRow(executor: Database, actor: Actor, hashid: string) {
  const sheet = await sheetFor(executor, actor, hashid);
  assertFinished(sheet);
  return findSheetRow(executor, sheet.id);
}
