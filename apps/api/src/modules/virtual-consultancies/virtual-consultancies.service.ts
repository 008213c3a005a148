/**
 * Virtual consultancies (spec part 2 §2.3, §3 Virtual consultancy, §4, §5 Rating, §7, §9;
 * decision 027): a client picks a public designer and a number of spaces, pays the server's price
 * through Wompi, the designer approves it (which opens their chat), both talk, knock and share
 * files, and the client (or an admin) finishes it and rates the designer. Each side sees only its
 * own: anyone else's hashid is not found; an admin sees every one.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { ChatAlert } from '@hogarte/shared/contracts/chat';
import { pageInfo } from '@hogarte/shared/contracts/common';
import type {
  VirtualCheckout,
  VirtualConsultancy,
  VirtualConsultancyAdminPage,
  VirtualConsultancyDetail,
  VirtualFile,
  VirtualPaymentResult,
  VirtualSharedFiles,
} from '@hogarte/shared/contracts/virtual-consultancies';
import type { VirtualStatus } from '@hogarte/shared/virtual-consultancies';
import { LIMITS } from '@hogarte/shared/limits';
import { documentTypeId } from '@hogarte/shared/lookups';
import { MESSAGES, fillMessage } from '@hogarte/shared/messages';
import { toCents, virtualConsultancyAmounts } from '@hogarte/shared/money';
import { ROLE } from '@hogarte/shared/roles';
import type {
  RatingInput,
  VirtualAdminQuery,
  VirtualConsultancyCreate,
  VirtualFileType,
  VirtualFinish,
} from '@hogarte/shared/schemas/virtual-consultancies';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import type { VirtualFileKind } from '../../db/schema/virtual-consultancies.js';
import { inTransaction } from '../../db/transaction.js';
import type { Actor } from '../../http/auth.js';
import { AppError, fieldError, notFound } from '../../http/errors.js';
import type { IncomingFile } from '../../http/uploads.js';
import { alertRecipients } from '../chat-notifications/chat-notifications.service.js';
import {
  announceClosed,
  claimKnock,
  closeRoom,
  nextKnockAt,
  openRoom,
  senderOf,
} from '../chat/chat.service.js';
import { hireableDesignerId, recordDesignerRating } from '../designers/designers.service.js';
import {
  inTransactionWithFiles,
  documentTypeFor,
  fileLink,
  recordStagedFile,
  stageFile,
} from '../files/files.service.js';
import { queueEmail, queueWhatsappText } from '../notifications/notifications.service.js';
import {
  settleReturningTransaction,
  recordPaymentAttempt,
  wompiCheckoutUrl,
  wompiGateway,
} from '../payments/wompi-checkout.js';
import { virtualConsultancyPayment } from './virtual-consultancies.payments.js';
import {
  approveDesign,
  countConsultancies,
  findClientDesign,
  findConsultancy,
  findPaidClientOf,
  findPaymentConsultancy,
  insertConsultancy,
  insertVirtualFile,
  listConsultancies,
  listVirtualFiles,
  markApproved,
  markFinished,
  rateConsultancy,
  type ConsultancyViewer,
  type VirtualConsultancyRow,
  type VirtualFileRow,
} from './virtual-consultancies.repository.js';

const TOPIC_TYPE = 'virtual-consultancy';
/** Where Wompi brings the client back; Wompi appends `?id=` (the client's list reads it). */
const WOMPI_RETURN_PATH = '/cliente/asesorias/wompi';

type ConsultancySide = 'client' | 'designer';

function viewerOf(actor: Actor): ConsultancyViewer {
  if (actor.roleId === ROLE.admin) return { side: 'admin' };
  return { side: actor.roleId === ROLE.client ? 'client' : 'designer', userId: actor.id };
}

function statusOf(row: VirtualConsultancyRow): VirtualStatus {
  if (row.finishedAt) return 'finished';
  if (row.isApproved) return 'active';
  if (row.paidAt) return 'waiting';
  return 'unpaid';
}

function consultancyView(ctx: AppContext, row: VirtualConsultancyRow): VirtualConsultancy {
  return {
    hashid: row.hashid,
    status: statusOf(row),
    created_at: row.createdAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
    approved_at: row.approvedAt?.toISOString() ?? null,
    finished_at: row.finishedAt?.toISOString() ?? null,
    is_paid: row.paidAt !== null,
    is_approved: row.isApproved ? true : null,
    to_pay: row.toPay,
    to_pay_designer: row.toPayDesigner,
    to_pay_platform: row.toPayPlatform,
    space: { quantity: row.spaceQuantity },
    client: {
      uuid: row.clientUuid,
      first_name: row.clientFirstName,
      last_name: row.clientLastName,
    },
    designer: {
      uuid: row.designerUuid,
      first_name: row.designerFirstName,
      last_name: row.designerLastName,
      avatar: row.designerAvatarKey ? ctx.storage.publicUrl(row.designerAvatarKey) : null,
    },
    virtualChat:
      row.isApproved && row.roomUuid
        ? {
            client_uuid: row.clientUuid,
            professional_uuid: row.designerUuid,
            room_uuid: row.roomUuid,
          }
        : null,
    payment: row.paymentReference ? { uuid: row.paymentReference } : null,
    professional_rating: row.professionalRating,
    rating_comment: row.ratingComment,
  };
}

/** The room's page of each side, for the links the messages carry. */
function roomUrl(ctx: AppContext, side: ConsultancySide, hashid: string): string {
  const area = side === 'client' ? 'cliente' : 'disenador';
  return `${ctx.config.publicUrl}/${area}/compra/asesoria-virtual/${hashid}`;
}

async function visibleConsultancy(
  executor: Database,
  actor: Actor,
  hashid: string,
  lock = false,
): Promise<VirtualConsultancyRow> {
  const row = await findConsultancy(executor, hashid, viewerOf(actor), lock);
  if (!row) throw notFound();
  return row;
}

async function reread(ctx: AppContext, hashid: string): Promise<VirtualConsultancy> {
  const row = await findConsultancy(ctx.db, hashid, { side: 'admin' });
  if (!row) throw new Error(`virtual consultancy ${hashid} vanished`);
  return consultancyView(ctx, row);
}

/** An approved, unfinished consultancy: the only state in which its room works. */
function assertActive(row: VirtualConsultancyRow): asserts row is VirtualConsultancyRow & {
  roomId: number;
  roomUuid: string;
} {
  if (row.finishedAt) throw new AppError(409, 'VIRTUAL_FINISHED', MESSAGES.virtualFinished);
  if (!row.isApproved || row.roomId === null || row.roomUuid === null) {
    throw new AppError(409, 'VIRTUAL_NOT_APPROVED', MESSAGES.virtualNotApproved);
  }
}

/**
 * `POST /v1/virtual-consultancy`: an unpaid consultancy with a designer the client may hire; the
 * amounts are the shared price and split for the spaces, never what a browser says.
 */
export async function createConsultancy(
  ctx: AppContext,
  actor: Actor,
  input: VirtualConsultancyCreate,
): Promise<{ info: VirtualConsultancy }> {
  const designerUserId = await hireableDesignerId(ctx, input.designerUuid);
  const amounts = virtualConsultancyAmounts(input.spaceQuantity);
  // 9 random bytes are 12 base64url characters: unguessable, and within the column's 16.
  const hashid = randomBytes(9).toString('base64url');
  await insertConsultancy(ctx.db, {
    hashid,
    clientUserId: actor.id,
    designerUserId,
    spaceQuantity: input.spaceQuantity,
    ...amounts,
    createdAt: ctx.now(),
  });
  return { info: await reread(ctx, hashid) };
}

/**
 * `POST /v1/virtual-consultancy/{hashid}/payments`: a new Wompi payment for the stored total and
 * its checkout page, which brings the client back to `returnOrigin`. A paid one is 409.
 */
export async function startPayment(
  ctx: AppContext,
  actor: Actor,
  hashid: string,
  returnOrigin: string,
): Promise<VirtualCheckout> {
  const { publicKey } = wompiGateway(ctx);
  const payment = await inTransaction(ctx.db, async (tx) => {
    const row = await visibleConsultancy(tx, actor, hashid, true);
    if (row.paidAt) throw new AppError(409, 'VIRTUAL_ALREADY_PAID', MESSAGES.virtualAlreadyPaid);
    // Unique per attempt, and not guessable from the hashid alone.
    const reference = `AV-${row.hashid}-${randomBytes(4).toString('hex')}`;
    const amountInCents = toCents(row.toPay);
    await recordPaymentAttempt(tx, {
      virtualConsultancyId: row.id,
      reference,
      amountInCents,
      publicKey,
    });
    return { reference, amountInCents, customerEmail: row.clientEmail };
  });
  return {
    reference: payment.reference,
    amountInCents: payment.amountInCents,
    checkoutUrl: wompiCheckoutUrl(ctx, { publicKey, ...payment }, returnOrigin, WOMPI_RETURN_PATH),
  };
}

/**
 * `GET /v1/virtual-consultancy/payments/wompi/{id}`: the return page asks Wompi, applies the
 * answer (as the webhook would, once) and tells the client how it went.
 */
export async function confirmPayment(
  ctx: AppContext,
  actor: Actor,
  transactionId: string,
): Promise<VirtualPaymentResult> {
  const { status, owner } = await settleReturningTransaction(ctx, actor, transactionId, {
    find: (reference) => findPaymentConsultancy(ctx.db, reference),
    payerOf: (found) => found.clientUserId,
    handlers: { virtualConsultancy: virtualConsultancyPayment },
  });
  return { status, hashid: owner.hashid };
}

/** `GET …/clients` and `GET …/professional?paid=true`: my own, newest first. */
export async function ownConsultancies(ctx: AppContext, actor: Actor, paidOnly = false) {
  const rows = await listConsultancies(ctx.db, { viewer: viewerOf(actor), paidOnly });
  return { info: rows.map((row) => consultancyView(ctx, row)) };
}

/** `GET …/admin`: every consultancy, by one of the spec's flags, a page at a time, searched. */
export async function adminConsultancies(
  ctx: AppContext,
  query: VirtualAdminQuery,
): Promise<VirtualConsultancyAdminPage> {
  const filter = {
    viewer: { side: 'admin' as const },
    finished: query.finished,
    paid: query.paid,
    unpaid: query.unpaid,
    approved: query.approved,
    search: query.search,
  };
  const [rows, total] = await Promise.all([
    listConsultancies(ctx.db, filter, {
      limit: query.itemsPerPage,
      offset: (query.page - 1) * query.itemsPerPage,
    }),
    countConsultancies(ctx.db, filter),
  ]);
  return {
    info: rows.map((row) => consultancyView(ctx, row)),
    pagination: pageInfo(total, query.page, query.itemsPerPage),
  };
}

/** `GET …/{hashid}`: the room's header, with when this viewer may knock again. */
export async function consultancyDetail(
  ctx: AppContext,
  actor: Actor,
  hashid: string,
): Promise<{ info: VirtualConsultancyDetail }> {
  const row = await visibleConsultancy(ctx.db, actor, hashid);
  const knocks = actor.roleId !== ROLE.admin && row.isApproved && row.roomId !== null;
  const next = knocks
    ? await nextKnockAt(ctx, { roomId: row.roomId ?? 0, userId: actor.id }, LIMITS.knockCooldownMs)
    : null;
  return {
    info: { ...consultancyView(ctx, row), knock_available_at: next?.toISOString() ?? null },
  };
}

/**
 * `POST …/chat-users`: the chat's two people, once the designer has a paid consultancy with this
 * client; anyone else's client is not found.
 */
export async function chatUsers(ctx: AppContext, actor: Actor, clientUuid: string) {
  const client = await findPaidClientOf(ctx.db, actor.id, clientUuid);
  if (!client) throw notFound();
  return { clientId: client.uuid, professionalId: actor.uuid };
}

function assertPaidAndUnapproved(row: VirtualConsultancyRow): void {
  if (!row.paidAt) throw new AppError(409, 'VIRTUAL_NOT_PAID', MESSAGES.virtualNotPaid);
  if (row.isApproved) {
    throw new AppError(409, 'VIRTUAL_ALREADY_APPROVED', MESSAGES.virtualAlreadyApproved);
  }
}

/**
 * `POST …/new-virtual-chat`: checks the chat the approval will open (a paid consultancy of this
 * designer, with these two people) and writes nothing. The room is opened by the approval itself,
 * in its transaction, so no consultancy ever has a room without being approved (decision 027).
 */
export async function checkConsultancyChat(
  ctx: AppContext,
  actor: Actor,
  hashid: string,
  users: string[] | undefined,
) {
  const row = await visibleConsultancy(ctx.db, actor, hashid);
  if (!row.paidAt) throw new AppError(409, 'VIRTUAL_NOT_PAID', MESSAGES.virtualNotPaid);
  if (users && !users.every((uuid) => [row.clientUuid, row.designerUuid].includes(uuid))) {
    throw fieldError(422, 'CHAT_USERS_MISMATCH', 'users', MESSAGES.invalidRequest);
  }
  return { info: consultancyView(ctx, row) };
}

/**
 * `PATCH …/{hashid}` `{is_approved: true}`: the designer takes the paid consultancy. In one
 * transaction on the locked row: refused unpaid or approved twice, the room opened, the approval
 * stored and, with `whatsapp`, the client told.
 */
export async function approveConsultancy(
  ctx: AppContext,
  actor: Actor,
  hashid: string,
  whatsapp: boolean,
) {
  await inTransaction(ctx.db, async (tx) => {
    const row = await visibleConsultancy(tx, actor, hashid, true);
    assertPaidAndUnapproved(row);
    // Refused above when approved already: under the row's lock, the room is opened once.
    const room = await openRoom(tx, { type: TOPIC_TYPE, hashid: row.hashid }, [
      row.clientUserId,
      row.designerUserId,
    ]);
    await markApproved(tx, row.id, room.id, ctx.now());
    if (whatsapp) {
      await queueWhatsappText(tx, {
        to: row.clientPhone,
        summary: fillMessage(MESSAGES.virtualApproved, { hashid: row.hashid }),
        template: 'virtual_consultancy_approved',
        text: fillMessage(MESSAGES.virtualApprovedWhatsapp, {
          name: row.clientFirstName,
          designer: `${row.designerFirstName} ${row.designerLastName}`,
          hashid: row.hashid,
          url: roomUrl(ctx, 'client', row.hashid),
        }),
      });
    }
  });
  return {
    message: fillMessage(MESSAGES.virtualApproved, { hashid }),
    info: await reread(ctx, hashid),
  };
}

/** The other person of the consultancy, as a knock or a file's message reaches them. */
function otherSide(row: VirtualConsultancyRow, side: ConsultancySide) {
  return side === 'client'
    ? {
        side: 'designer' as const,
        id: row.designerUserId,
        uuid: row.designerUuid,
        roleId: ROLE.designer,
        firstName: row.designerFirstName,
        phone: row.designerPhone,
      }
    : {
        side: 'client' as const,
        id: row.clientUserId,
        uuid: row.clientUuid,
        roleId: ROLE.client,
        firstName: row.clientFirstName,
        phone: row.clientPhone,
      };
}

/**
 * `POST …/{hashid}/{client|professional}/knock-knock-whatsapp`: calls the other side to the chat by
 * WhatsApp and in the app, at most once every 20 minutes per side (429 with the spec's text);
 * only while the consultancy is approved and unfinished.
 */
export async function knock(ctx: AppContext, actor: Actor, hashid: string, log: FastifyBaseLogger) {
  const side: ConsultancySide = actor.roleId === ROLE.client ? 'client' : 'designer';
  const row = await visibleConsultancy(ctx.db, actor, hashid);
  assertActive(row);
  const knocker = { roomId: row.roomId, userId: actor.id };
  const at = await claimKnock(ctx, knocker, LIMITS.knockCooldownMs);
  if (!at) throw new AppError(429, 'KNOCK_COOLDOWN', MESSAGES.virtualKnockTooSoon);
  // From the stored knock's own time, so the answer and the room's header agree.
  const availableAt = new Date(at.getTime() + LIMITS.knockCooldownMs);
  const sender = await senderOf(ctx, actor);
  const other = otherSide(row, side);
  await queueWhatsappText(ctx.db, {
    to: other.phone,
    summary: fillMessage(MESSAGES.knockAlert, { name: sender.first_name }),
    template: 'virtual_consultancy_knock',
    text: fillMessage(MESSAGES.virtualKnockWhatsapp, {
      name: other.firstName,
      sender: `${sender.first_name} ${sender.last_name}`,
      hashid: row.hashid,
      url: roomUrl(ctx, other.side, row.hashid),
    }),
  });
  const alert: ChatAlert = {
    roomUuid: row.roomUuid,
    consultancyType: TOPIC_TYPE,
    hashid: row.hashid,
    message: fillMessage(MESSAGES.knockAlert, { name: sender.first_name }),
    sender,
    timestamp: at.toISOString(),
  };
  await alertRecipients(
    ctx,
    log,
    { roomId: row.roomId, senderUserId: actor.id, alert },
    [other],
    () => 'knock-knock',
  );
  return {
    message: MESSAGES.virtualKnockSent,
    available_at: availableAt.toISOString(),
  };
}

/** What each kind of file is stored as, and who may upload it (part 2 §7 Virtual consultancy). */
const FILE_TYPES: Record<
  VirtualFileType,
  { kind: VirtualFileKind; documentType: number; roles: readonly number[] }
> = {
  'shared-file': {
    kind: 'shared',
    documentType: documentTypeId('sharedFile'),
    roles: [ROLE.client, ROLE.designer],
  },
  design: { kind: 'design', documentType: documentTypeId('design'), roles: [ROLE.designer] },
  'legal-doc': {
    kind: 'legal',
    documentType: documentTypeId('consultancyDocument'),
    roles: [ROLE.designer, ROLE.admin],
  },
};

function uploaderOf(roleId: number): VirtualFile['uploaded_by'] {
  if (roleId === ROLE.client) return 'client';
  if (roleId === ROLE.admin) return 'admin';
  return 'designer';
}

function fileView(ctx: AppContext, row: VirtualFileRow): VirtualFile {
  return {
    id: row.id,
    filename: row.fileName,
    // The link is signed for a few minutes: it is the grant, whoever of the room opens it.
    url: fileLink(ctx, { id: row.fileId, storageKey: row.storageKey, isPrivate: row.isPrivate }),
    kind: row.mimeType === 'application/pdf' ? 'pdf' : 'image',
    is_approved: row.kind === 'design' ? row.approvedAt !== null : null,
    uploaded_by: uploaderOf(row.uploaderRoleId),
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * `POST …/{hashid}/files/{type}` (multipart `file`): a shared file (client or designer), a design
 * (designer) or a legal document (designer or admin), private, an image or a PDF, while the
 * consultancy is approved and unfinished; with `whatsapp`, the other side is told.
 */
export async function uploadFile(
  ctx: AppContext,
  actor: Actor,
  hashid: string,
  type: VirtualFileType,
  file: IncomingFile | null,
  whatsapp: boolean,
) {
  const spec = FILE_TYPES[type];
  if (!spec.roles.includes(actor.roleId)) {
    throw new AppError(403, 'FORBIDDEN', MESSAGES.virtualDesignOnlyDesigner);
  }
  const row = await visibleConsultancy(ctx.db, actor, hashid);
  assertActive(row);
  if (!file) throw fieldError(400, 'FILE_MISSING', 'file', MESSAGES.fileMissing);
  // Read before the transaction: PGlite has one connection, held by the transaction.
  const sender = whatsapp ? await senderOf(ctx, actor) : null;
  const staged = await stageFile(ctx, documentTypeFor(spec.documentType), file);
  const saved = await inTransactionWithFiles(ctx, [staged], async (tx) => {
    const stored = await recordStagedFile(ctx, tx, actor.id, staged);
    const inserted = await insertVirtualFile(tx, {
      consultancyId: row.id,
      fileId: stored.id,
      uploaderUserId: actor.id,
      kind: spec.kind,
      createdAt: ctx.now(),
    });
    if (sender) {
      // An admin's legal document is news for the client; anyone else's for the other side.
      const other = otherSide(row, actor.roleId === ROLE.client ? 'client' : 'designer');
      await queueWhatsappText(tx, {
        to: other.phone,
        summary: MESSAGES.virtualFileUploaded,
        template: 'virtual_consultancy_file',
        text: fillMessage(MESSAGES.virtualFileWhatsapp, {
          name: other.firstName,
          sender: `${sender.first_name} ${sender.last_name}`,
          file: staged.fileName,
          hashid: row.hashid,
          url: roomUrl(ctx, other.side, row.hashid),
        }),
      });
    }
    return inserted;
  });
  const [view] = (await listVirtualFiles(ctx.db, row.id, [spec.kind])).filter(
    (stored) => stored.id === saved.id,
  );
  if (!view) throw new Error('virtual consultancy file not found after insert');
  return { message: MESSAGES.virtualFileUploaded, info: fileView(ctx, view) };
}

/** `GET …/shared-file/{hashid}`: the designer's files, the client's, and the designs. */
export async function sharedFiles(
  ctx: AppContext,
  actor: Actor,
  hashid: string,
): Promise<{ info: VirtualSharedFiles }> {
  const row = await visibleConsultancy(ctx.db, actor, hashid);
  const rows = await listVirtualFiles(ctx.db, row.id, ['shared', 'design']);
  const views = rows.map((file) => ({ row: file, view: fileView(ctx, file) }));
  return {
    info: {
      designer: views
        .filter(({ row: file, view }) => file.kind === 'shared' && view.uploaded_by !== 'client')
        .map(({ view }) => view),
      client: views
        .filter(({ row: file, view }) => file.kind === 'shared' && view.uploaded_by === 'client')
        .map(({ view }) => view),
      designs: views.filter(({ row: file }) => file.kind === 'design').map(({ view }) => view),
    },
  };
}

/** `GET …/legal-docs/{hashid}`. */
export async function legalDocuments(ctx: AppContext, actor: Actor, hashid: string) {
  const row = await visibleConsultancy(ctx.db, actor, hashid);
  const rows = await listVirtualFiles(ctx.db, row.id, ['legal']);
  return { info: rows.map((file) => fileView(ctx, file)) };
}

/** `PATCH …/{id}/approve-file`: the client approves a design of its own; approving again is a no-op. */
export async function approveFile(ctx: AppContext, actor: Actor, fileId: number) {
  const design = await findClientDesign(ctx.db, fileId, actor.id);
  if (!design) throw notFound();
  if (!design.approvedAt) await approveDesign(ctx.db, design.id, ctx.now());
  const approved = await findClientDesign(ctx.db, fileId, actor.id);
  if (!approved) throw notFound();
  return { message: MESSAGES.virtualDesignApproved, info: fileView(ctx, approved) };
}

/**
 * `PATCH …/{hashid}/finish?email=true`: the client (or an admin) receives it to satisfaction. The
 * body names the consultancy's two people; in one transaction it is finished and its chat closed,
 * then the room hears it, and with `email` both people are written to.
 */
export async function finishConsultancy(
  ctx: AppContext,
  actor: Actor,
  hashid: string,
  input: VirtualFinish,
  email: boolean,
) {
  const roomUuid = await inTransaction(ctx.db, async (tx) => {
    const row = await visibleConsultancy(tx, actor, hashid, true);
    if (input.client_uuid !== row.clientUuid) {
      throw fieldError(422, 'CLIENT_MISMATCH', 'client_uuid', MESSAGES.invalidRequest);
    }
    if (input.designer_uuid !== row.designerUuid) {
      throw fieldError(422, 'DESIGNER_MISMATCH', 'designer_uuid', MESSAGES.invalidRequest);
    }
    assertActive(row);
    // The browser's time is not trusted: the server stamps it.
    const at = ctx.now();
    await markFinished(tx, row.id, at);
    await closeRoom(tx, row.roomId, at);
    if (email) {
      const subject = fillMessage(MESSAGES.virtualFinishedEmailSubject, { hashid: row.hashid });
      for (const person of [
        { to: row.clientEmail, name: row.clientFirstName, side: 'client' as const },
        { to: row.designerEmail, name: row.designerFirstName, side: 'designer' as const },
      ]) {
        await queueEmail(tx, {
          to: person.to,
          subject,
          text: [
            `Hola ${person.name},`,
            '',
            `La asesoría virtual #${row.hashid} de ${row.clientFirstName} ${row.clientLastName} con ${row.designerFirstName} ${row.designerLastName} terminó: ${MESSAGES.virtualReceived.toLowerCase()}.`,
            'El chat y los archivos siguen disponibles para consulta:',
            roomUrl(ctx, person.side, row.hashid),
          ].join('\n'),
        });
      }
    }
    return row.roomUuid;
  });
  announceClosed(ctx, roomUuid);
  return { message: MESSAGES.virtualFinishedToast, info: await reread(ctx, hashid) };
}

/**
 * `PATCH …/{hashid}/submit-rating`: the client rates a finished consultancy once (the conditional
 * update decides), and the designer's totals grow in the same transaction.
 */
export async function rateDesigner(
  ctx: AppContext,
  actor: Actor,
  hashid: string,
  input: RatingInput,
) {
  await inTransaction(ctx.db, async (tx) => {
    const row = await visibleConsultancy(tx, actor, hashid);
    if (!row.finishedAt) {
      throw new AppError(409, 'VIRTUAL_NOT_FINISHED', MESSAGES.virtualNotFinished);
    }
    if (!(await rateConsultancy(tx, row.id, input.rating, input.comment))) {
      throw new AppError(409, 'VIRTUAL_ALREADY_RATED', MESSAGES.virtualAlreadyRated);
    }
    await recordDesignerRating(tx, row.designerUserId, input.rating);
  });
  return { message: MESSAGES.virtualRated, info: await reread(ctx, hashid) };
}

/**
 * A payment and its consultancy, when this actor sees that consultancy (its client, its designer,
 * an admin: the same rule as every other read of it); anyone else's is not found.
 */
export async function paymentOfReference(ctx: AppContext, actor: Actor, reference: string) {
  const payment = await findPaymentConsultancy(ctx.db, reference);
  if (!payment) throw notFound();
  const consultancy = await visibleConsultancy(ctx.db, actor, payment.hashid);
  return { payment, consultancy };
}

export async function finishedConsultancy(ctx: AppContext, actor: Actor, hashid: string) {
  const row = await visibleConsultancy(ctx.db, actor, hashid);
  if (!row.finishedAt) {
    throw new AppError(409, 'VIRTUAL_NOT_FINISHED', MESSAGES.virtualNotFinished);
  }
  return row;
}
