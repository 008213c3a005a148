/**
 * PQRS: peticiones, quejas, reclamos y sugerencias (Ley 1755 de 2015). A client files one and gets
 * its filing number at once, with the day it must be answered by (15 business days); the admins
 * take it up and answer it once. Each step is told by email through the outbox, in the same
 * transaction as the change.
 */
import { randomBytes } from 'node:crypto';
import { addBusinessDays } from '@hogarte/shared/business-days';
import { bogotaDay } from '@hogarte/shared/calendar';
import type { PqrsDetail, PqrsRow } from '@hogarte/shared/contracts/pqrs';
import { LIMITS } from '@hogarte/shared/limits';
import { documentTypeId } from '@hogarte/shared/lookups';
import { MESSAGES, fillMessage } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import {
  PQRS_TYPE_LABEL,
  type AdminPqrsQuery,
  type PqrsCreate,
  type PqrsUpdate,
} from '@hogarte/shared/schemas/pqrs';
import { pageInfo } from '@hogarte/shared/contracts/common';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { Actor } from '../../http/auth.js';
import { AppError, fieldError, notFound } from '../../http/errors.js';
import type { IncomingFile } from '../../http/uploads.js';
import {
  documentTypeFor,
  fileLink,
  inTransactionWithFiles,
  recordStagedFile,
  stageFile,
  type StagedFile,
} from '../files/files.service.js';
import { queueGreetingEmail } from '../notifications/notifications.service.js';
import { orderNumber } from '../orders/order-number.js';
import {
  activeAdmins,
  answerPqrs,
  countPqrs,
  findBuyerOrder,
  findPqrs,
  insertPqrs,
  listPqrsPage,
  markPqrsInProgress,
  type PqrsDetailRow,
  type PqrsFilter,
  type PqrsListRow,
} from './pqrs.repository.js';

/** Attachments are private: the client and the admins open them through a fresh signed link. */
const ATTACHMENT_TYPE = documentTypeFor(documentTypeId('sharedFile'));
const ATTACHMENT_FIELD = 'attachment';

const dayFormat = new Intl.DateTimeFormat('es-CO', { dateStyle: 'long', timeZone: 'UTC' });

/** An ISO day as a Colombian reads it: `26 de noviembre de 2026`. */
function spokenDay(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`));
}

function rowView(row: PqrsListRow): PqrsRow {
  return {
    hashid: row.hashid,
    filing_number: row.filingNumber,
    type: row.type,
    subject: row.subject,
    state: row.state,
    filed_at: row.filedAt.toISOString(),
    due_on: row.dueOn,
    answered_at: row.answeredAt?.toISOString() ?? null,
    order_number: row.orderId === null ? null : orderNumber(row.orderId),
    client: {
      first_name: row.clientFirstName,
      last_name: row.clientLastName,
      email: row.clientEmail,
    },
  };
}

function detailView(ctx: AppContext, row: PqrsDetailRow): PqrsDetail {
  return {
    ...rowView(row),
    text: row.text,
    order_id: row.orderId,
    attachment:
      row.fileId !== null && row.fileStorageKey !== null && row.fileName !== null
        ? {
            url: fileLink(ctx, {
              id: row.fileId,
              storageKey: row.fileStorageKey,
              isPrivate: row.fileIsPrivate ?? true,
            }),
            filename: row.fileName,
          }
        : null,
    in_progress_at: row.inProgressAt?.toISOString() ?? null,
    answer: row.answer,
  };
}

function pqrsUrl(ctx: AppContext, hashid: string, area: 'cliente' | 'admin'): string {
  return `${ctx.config.publicUrl}/${area}/pqrs?pqrs=${hashid}`;
}

async function tellFiled(ctx: AppContext, tx: Database, row: PqrsDetailRow): Promise<void> {
  const type = PQRS_TYPE_LABEL[row.type];
  const due = spokenDay(row.dueOn);
  await queueGreetingEmail(tx, {
    to: row.clientEmail,
    firstName: row.clientFirstName,
    subject: fillMessage(MESSAGES.pqrsFiledEmailSubject, { number: row.filingNumber }),
    lines: [
      `Recibimos tu ${type.toLowerCase()} «${row.subject}».`,
      `Número de radicado: ${row.filingNumber}`,
      `Te responderemos a más tardar el ${due} (${LIMITS.pqrsAnswerBusinessDays} días hábiles).`,
      '',
      'Puedes seguirla en:',
      pqrsUrl(ctx, row.hashid, 'cliente'),
    ],
  });
  for (const admin of await activeAdmins(tx)) {
    await queueGreetingEmail(tx, {
      to: admin.email,
      firstName: admin.firstName,
      subject: fillMessage(MESSAGES.pqrsNewEmailSubject, { number: row.filingNumber, type }),
      lines: [
        `${row.clientFirstName} ${row.clientLastName} radicó una ${type.toLowerCase()}: «${row.subject}».`,
        `Debe responderse a más tardar el ${due}.`,
        '',
        pqrsUrl(ctx, row.hashid, 'admin'),
      ],
    });
  }
}

/**
 * `POST /v1/pqrs`: the client files a request, optionally about one of its orders and with one
 * PDF, JPG or PNG. Its number and due date are fixed now; the client and the admins are emailed.
 */
export async function filePqrs(
  ctx: AppContext,
  actor: Actor,
  input: PqrsCreate,
  attachment: IncomingFile | null,
) {
  if (input.order_id !== null && !(await findBuyerOrder(ctx.db, input.order_id, actor.id))) {
    throw fieldError(404, 'ORDER_NOT_FOUND', 'order_id', MESSAGES.pqrsOrderNotFound);
  }
  const staged: StagedFile[] = attachment
    ? [await stageFile(ctx, ATTACHMENT_TYPE, attachment, ATTACHMENT_FIELD)]
    : [];
  const filedAt = ctx.now();
  const filingDay = bogotaDay(filedAt);
  const hashid = randomBytes(9).toString('base64url');
  const row = await inTransactionWithFiles(ctx, staged, async (tx) => {
    const [file] = staged;
    const recorded = file ? await recordStagedFile(ctx, tx, actor.id, file) : null;
    await insertPqrs(tx, {
      hashid,
      filingYear: Number(filingDay.slice(0, 4)),
      clientUserId: actor.id,
      type: input.type,
      subject: input.subject,
      text: input.text,
      orderId: input.order_id,
      attachmentFileId: recorded?.id ?? null,
      filedAt,
      dueOn: addBusinessDays(filingDay, LIMITS.pqrsAnswerBusinessDays),
    });
    const filed = await findPqrs(tx, hashid);
    if (!filed) throw new Error('the filed PQRS was not found');
    await tellFiled(ctx, tx, filed);
    return filed;
  });
  return {
    message: fillMessage(MESSAGES.pqrsFiled, {
      number: row.filingNumber,
      due: spokenDay(row.dueOn),
    }),
    pqrs: detailView(ctx, row),
  };
}

function pageWindow(query: { page: number; itemsPerPage: number }) {
  return { offset: (query.page - 1) * query.itemsPerPage, limit: query.itemsPerPage };
}

async function pqrsPage(
  ctx: AppContext,
  filter: PqrsFilter,
  query: { page: number; itemsPerPage: number },
) {
  const [totalItems, rows] = await Promise.all([
    countPqrs(ctx.db, filter),
    listPqrsPage(ctx.db, filter, pageWindow(query)),
  ]);
  return {
    items: rows.map(rowView),
    pagination: pageInfo(totalItems, query.page, query.itemsPerPage),
  };
}

/** `GET /v1/pqrs`: the client's own requests, newest first. */
export function ownPqrs(
  ctx: AppContext,
  actor: Actor,
  query: { page: number; itemsPerPage: number },
) {
  return pqrsPage(ctx, { clientUserId: actor.id }, query);
}

/** `GET /v1/admin/pqrs`: every request, filtered by state, type and a search. */
export function adminPqrs(ctx: AppContext, query: AdminPqrsQuery) {
  return pqrsPage(ctx, { state: query.state, type: query.type, search: query.search }, query);
}

/** A client reaches only its own requests (anyone else's is not found); an admin any. */
async function pqrsFor(executor: Database, actor: Actor, hashid: string) {
  const row = await findPqrs(executor, hashid, actor.roleId === ROLE.admin ? undefined : actor.id);
  if (!row) throw notFound();
  return row;
}

/** `GET /v1/pqrs/{hashid}`: one request in full, its attachment behind a fresh link. */
export async function pqrsDetail(ctx: AppContext, actor: Actor, hashid: string) {
  return detailView(ctx, await pqrsFor(ctx.db, actor, hashid));
}

const alreadyAnswered = () =>
  new AppError(409, 'PQRS_ALREADY_ANSWERED', MESSAGES.pqrsAlreadyAnswered);

/**
 * `PATCH /v1/admin/pqrs/{hashid}`: an admin takes a request up (once radicada; again is a no-op)
 * or answers it, once: a second answer is refused with 409, and the client is emailed the answer.
 */
export async function updatePqrs(
  ctx: AppContext,
  actor: Actor,
  hashid: string,
  change: PqrsUpdate,
) {
  const now = ctx.now();
  const row = await inTransaction(ctx.db, async (tx) => {
    const current = await pqrsFor(tx, actor, hashid);
    if (current.state === 'respondida') throw alreadyAnswered();
    if (change.state === 'en_tramite') {
      await markPqrsInProgress(tx, current.id, now);
    } else {
      const answered = await answerPqrs(tx, current.id, {
        text: change.answer,
        adminUserId: actor.id,
        at: now,
      });
      if (!answered) throw alreadyAnswered();
      await queueGreetingEmail(tx, {
        to: current.clientEmail,
        firstName: current.clientFirstName,
        subject: fillMessage(MESSAGES.pqrsAnsweredEmailSubject, { number: current.filingNumber }),
        lines: [
          `Respondimos tu ${PQRS_TYPE_LABEL[current.type].toLowerCase()} ${current.filingNumber} «${current.subject}»:`,
          '',
          change.answer,
          '',
          pqrsUrl(ctx, current.hashid, 'cliente'),
        ],
      });
    }
    return pqrsFor(tx, actor, hashid);
  });
  return {
    message: change.state === 'en_tramite' ? MESSAGES.pqrsInProgress : MESSAGES.pqrsAnswered,
    pqrs: detailView(ctx, row),
  };
}
