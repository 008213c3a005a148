/**
 * The admins' review of the people of the marketplace (spec part 2 §2.4, §4): designers and
 * suppliers by approval state, approving or rejecting an application with its email, the public
 * switch, a supplier's legal documents, and the clients table.
 */
import { PROFESSIONS, documentTypeId } from '@hogarte/shared/lookups';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { Actor } from '../../http/auth.js';
import { AppError, notFound } from '../../http/errors.js';
import { privateFileLink } from '../files/files.service.js';
import {
  announceSupplierChange,
  setSupplierProductsVisibility,
} from '../catalogue/catalogue.service.js';
import { queueEmail } from '../notifications/notifications.service.js';
import {
  type ApprovalStatus,
  type ClientSort,
  countByApproval,
  countClients,
  findCompanyName,
  findUserRoleByUuid,
  listClientsPage,
  listDesigners,
  listFilesOf,
  listSuppliers,
  lockUserByUuid,
  updateReviewFlags,
} from './admin.repository.js';
import { escapeHtml } from '../../html.js';

const AVATAR = documentTypeId('avatar');
const PORTFOLIO = documentTypeId('portfolio');
const RUT = documentTypeId('rut');
const CHAMBER_OF_COMMERCE = documentTypeId('chamberOfCommerce');
const COMPANY_LOGO = documentTypeId('companyLogo');

type FileRow = Awaited<ReturnType<typeof listFilesOf>>[number];

/** Files grouped by owner and type, oldest first. */
function groupFiles(rows: FileRow[]) {
  const byOwner = new Map<number, Map<number, FileRow[]>>();
  for (const row of rows) {
    const byType = byOwner.get(row.ownerUserId) ?? new Map<number, FileRow[]>();
    byType.set(row.documentTypeId, [...(byType.get(row.documentTypeId) ?? []), row]);
    byOwner.set(row.ownerUserId, byType);
  }
  return (ownerUserId: number, typeId: number) => byOwner.get(ownerUserId)?.get(typeId) ?? [];
}

export async function designersForReview(ctx: AppContext, status: ApprovalStatus) {
  const [rows, counts] = await Promise.all([
    listDesigners(ctx.db, status),
    countByApproval(ctx.db, ROLE.designer),
  ]);
  const filesOf = groupFiles(
    await listFilesOf(
      ctx.db,
      rows.map((row) => row.id),
      [AVATAR, PORTFOLIO],
    ),
  );
  const items = rows.map((row) => {
    const avatar = filesOf(row.id, AVATAR).at(-1);
    return {
      uuid: row.uuid,
      avatar: avatar ? ctx.storage.publicUrl(avatar.storageKey) : null,
      created_at: row.createdAt.toISOString(),
      first_name: row.firstName,
      last_name: row.lastName,
      phone: row.phone,
      email: row.email,
      city: row.cityName,
      is_approved: row.isApproved,
      is_active: row.isActive,
      is_public: row.isPublic,
      profession:
        PROFESSIONS.find((profession) => profession.id === row.professionId)?.name ?? null,
      bio: row.bio,
      university_name: row.universityName,
      graduation_year: row.graduationYear,
      instagram: row.instagram,
      cedula: row.cedula,
      street_address: row.streetAddress,
      portfolio: filesOf(row.id, PORTFOLIO).map((file) => ({
        id: file.id,
        url: ctx.storage.publicUrl(file.storageKey),
        filename: file.fileName,
      })),
    };
  });
  return { items, counts };
}

export async function suppliersForReview(ctx: AppContext, status: ApprovalStatus) {
  const [rows, counts] = await Promise.all([
    listSuppliers(ctx.db, status),
    countByApproval(ctx.db, ROLE.supplier),
  ]);
  const filesOf = groupFiles(
    await listFilesOf(
      ctx.db,
      rows.map((row) => row.id),
      [RUT, CHAMBER_OF_COMMERCE, COMPANY_LOGO],
    ),
  );
  const document = (userId: number, typeId: number) => {
    const file = filesOf(userId, typeId).at(-1);
    return file ? { id: file.id, filename: file.fileName } : null;
  };
  const items = rows.map((row) => {
    const { profile } = row;
    const logo = filesOf(row.id, COMPANY_LOGO).at(-1);
    return {
      uuid: row.uuid,
      initial: profile.companyName.trim().charAt(0).toLocaleUpperCase('es-CO'),
      company_name: profile.companyName,
      phone: row.phone,
      email: row.email,
      city: row.cityName,
      created_at: row.createdAt.toISOString(),
      is_approved: row.isApproved,
      is_public: row.isPublic,
      nit: profile.nit,
      company_description: profile.companyDescription,
      street_address: row.streetAddress,
      branding: {
        primary_color: profile.primaryColor,
        secondary_color: profile.secondaryColor,
        font: profile.fontType,
        logo: logo ? ctx.storage.publicUrl(logo.storageKey) : null,
      },
      legal_rep: {
        first_name: profile.legalRepFirstName,
        last_name: profile.legalRepLastName,
        phone: profile.legalRepPhone,
        cedula: profile.legalRepCedula,
      },
      contact: {
        first_name: profile.contactFirstName,
        last_name: profile.contactLastName,
        email: profile.contactEmail,
        phone: profile.contactPhone,
      },
      is_taxable: profile.isTaxable,
      bank: row.bank
        ? {
            bank_name: row.bank.bankName,
            account_holder_name: profile.companyName,
            account_number: row.bank.accountNumber,
            is_savings_account: row.bank.isSavingsAccount,
          }
        : null,
      documents: {
        rut: document(row.id, RUT),
        chamber_of_commerce: document(row.id, CHAMBER_OF_COMMERCE),
      },
    };
  });
  return { items, counts };
}

export interface ReviewChange {
  is_approved?: boolean | undefined;
  is_public?: boolean | undefined;
}

/** The email that tells an applicant the admins' answer. */
function decisionEmail(
  ctx: AppContext,
  applicant: { email: string; firstName: string; roleId: number; companyName: string | null },
  approved: boolean,
) {
  const product = ctx.config.brand.productName;
  const loginUrl = `${ctx.config.publicUrl}/login`;
  const application =
    applicant.roleId === ROLE.supplier
      ? `la solicitud de ${applicant.companyName ?? 'tu empresa'} como proveedor`
      : 'tu solicitud como diseñador(a)';
  const paragraphs = approved
    ? [
        `¡Buenas noticias! Aprobamos ${application} en ${product}.`,
        `Ya puedes ingresar con tu correo y tu contraseña en ${loginUrl}`,
        `Te damos la bienvenida a ${product}.`,
      ]
    : [
        `Gracias por tu interés en ${product}. Revisamos con cuidado ${application} y por ahora no fue aprobada.`,
        'Si quieres conocer más detalles o enviarnos información adicional, responde a este correo y con gusto te ayudaremos.',
      ];
  const greeting = `Hola ${applicant.firstName},`;
  return {
    to: applicant.email,
    subject: approved
      ? `Tu solicitud en ${product} fue aprobada`
      : `Respuesta a tu solicitud en ${product}`,
    text: [greeting, '', ...paragraphs.flatMap((paragraph) => [paragraph, ''])].join('\n').trim(),
    html: [greeting, ...paragraphs]
      .map((paragraph) =>
        escapeHtml(paragraph).replace(
          escapeHtml(loginUrl),
          `<a href="${loginUrl}">${loginUrl}</a>`,
        ),
      )
      .map((paragraph) => `<p>${paragraph}</p>`)
      .join('\n'),
  };
}

const REVIEWED_ROLES: readonly number[] = [ROLE.designer, ROLE.supplier];

/**
 * Why a designer or supplier cannot be made public, as the admin's switch says it (decision 014):
 * only an approved application, and for a designer a current membership, can be shown.
 */
function visibilityLock(approved: boolean | null | undefined, membershipExpired: boolean) {
  if (approved === null || approved === undefined) return MESSAGES.visibilityPendingApplication;
  if (!approved) return MESSAGES.visibilityRejectedApplication;
  return membershipExpired ? MESSAGES.visibilityMembershipExpired : null;
}

/**
 * Approves or rejects a pending designer or supplier (null → true | false, final once decided;
 * the same answer again changes nothing), or switches whether they are public. With
 * `sendEmail` the applicant's email is queued in the same transaction as the decision.
 */
export async function reviewUser(
  ctx: AppContext,
  uuid: string,
  change: ReviewChange,
  sendEmail: boolean,
) {
  const { answer, changedSupplier } = await inTransaction(ctx.db, async (tx: Database) => {
    const user = await lockUserByUuid(tx, uuid);
    if (!user || !REVIEWED_ROLES.includes(user.roleId)) throw notFound();
    const decided = change.is_approved;
    const decides = decided !== undefined && decided !== user.isApproved;
    if (decides && user.isApproved !== null) {
      throw new AppError(409, 'ALREADY_REVIEWED', MESSAGES.applicationAlreadyReviewed);
    }
    if (change.is_public === true) {
      const approved = decides ? decided : user.isApproved;
      const locked = visibilityLock(approved, user.roleId === ROLE.designer && !user.isActive);
      if (locked) throw new AppError(409, 'VISIBILITY_LOCKED', locked);
    }
    const setsPublic = change.is_public !== undefined && change.is_public !== user.isPublic;
    if (decides || setsPublic) {
      await updateReviewFlags(tx, user.id, {
        ...(decides ? { isApproved: decided } : {}),
        ...(setsPublic ? { isPublic: change.is_public } : {}),
      });
    }
    // A supplier's switch moves all its products with it, in the same transaction.
    if (change.is_public !== undefined && user.roleId === ROLE.supplier) {
      await setSupplierProductsVisibility(tx, user.id, change.is_public);
    }
    if (decides && sendEmail) {
      const companyName = user.roleId === ROLE.supplier ? await findCompanyName(tx, user.id) : null;
      await queueEmail(tx, decisionEmail(ctx, { ...user, companyName }, decided));
    }
    return {
      answer: {
        uuid: user.uuid,
        ...(decided !== undefined ? { is_approved: decided } : {}),
        ...(change.is_public !== undefined ? { is_public: change.is_public } : {}),
      },
      changedSupplier: user.roleId === ROLE.supplier && (decides || setsPublic) ? user.id : null,
    };
  });
  // The storefront of this process hides or shows the supplier's products at once, and its
  // session guards see the decision; others hear both from the database's notifications.
  if (changedSupplier !== null) announceSupplierChange(ctx, changedSupplier);
  ctx.sessions.forget(uuid);
  return answer;
}

const LEGAL_DOCUMENT_TYPES = [
  { id: RUT, type: 'rut' },
  { id: CHAMBER_OF_COMMERCE, type: 'chamberOfCommerce' },
] as const;

/** A supplier's RUT and chamber-of-commerce files, each with a five-minute link. */
export async function legalDocuments(ctx: AppContext, actor: Actor, supplierUuid: string) {
  const supplier = await findUserRoleByUuid(ctx.db, supplierUuid);
  if (!supplier || supplier.roleId !== ROLE.supplier) throw notFound();
  const files = await listFilesOf(
    ctx.db,
    [supplier.id],
    LEGAL_DOCUMENT_TYPES.map((type) => type.id),
  );
  return Promise.all(
    files.map(async (file) => ({
      id: file.id,
      type: LEGAL_DOCUMENT_TYPES.find((type) => type.id === file.documentTypeId)?.type ?? 'rut',
      filename: file.fileName,
      url: (await privateFileLink(ctx, actor, file.id)).url,
    })),
  );
}

export interface ClientsQuery {
  page: number;
  itemsPerPage: number;
  search: string;
  sort: ClientSort;
  order: 'asc' | 'desc';
}

export async function clientsPage(ctx: AppContext, query: ClientsQuery) {
  const [totalItems, rows] = await Promise.all([
    countClients(ctx.db, query.search),
    listClientsPage(ctx.db, {
      search: query.search,
      sort: query.sort,
      order: query.order,
      offset: (query.page - 1) * query.itemsPerPage,
      limit: query.itemsPerPage,
    }),
  ]);
  return {
    items: rows.map((row) => ({
      uuid: row.uuid,
      created_at: row.createdAt.toISOString(),
      first_name: row.firstName,
      last_name: row.lastName,
      phone: row.phone,
      email: row.email,
      city: row.cityName,
      cedula: row.cedula,
      address: row.streetAddress,
    })),
    pagination: {
      totalItems,
      totalPages: Math.ceil(totalItems / query.itemsPerPage),
      currentPage: query.page,
      itemsPerPage: query.itemsPerPage,
    },
  };
}
