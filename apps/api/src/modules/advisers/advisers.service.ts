/**
 * Sales advisers (spec part 2 §2.5 Advisor list/new/edit, §3, §4 Advisor, §5, §6): a supplier
 * creates, edits, approves, activates and deletes its own advisers; the admin approves, activates,
 * deletes and reads anyone's. Another supplier's adviser is not found. An adviser is named by its
 * uuid in every path (decision 022).
 */
import { z } from 'zod';
import type { AdviserDetail, AdviserPage, AdviserRow } from '@hogarte/shared/contracts/advisers';
import { pageInfo } from '@hogarte/shared/contracts/common';
import { FILE_KIND, documentTypeId, type DocumentType } from '@hogarte/shared/lookups';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import {
  adviserCreateSchema,
  adviserPortfolioProblem,
  adviserProfileSchema,
  type AdviserCreateInput,
  type AdviserListQuery,
  type AdviserProfileInput,
} from '@hogarte/shared/schemas/advisers';
import type { OnlineStatus } from '@hogarte/shared/online-status';
import { idParam } from '@hogarte/shared/schemas/params';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { Actor } from '../../http/auth.js';
import {
  type FieldError,
  fieldError,
  notFound,
  validationError,
  zodFieldErrors,
} from '../../http/errors.js';
import type { IncomingFile, MultipartForm } from '../../http/uploads.js';
import {
  type StagedFile,
  discardStagedFiles,
  documentTypeFor,
  forgetFiles,
  inspectFile,
  ownFiles,
  ownedFilesIn,
  recordStagedFile,
  removeStoredObjects,
  stageFile,
} from '../files/files.service.js';
import { type City, cityLabel, findCity } from '../lookups/cities.js';
import {
  asDuplicateUserError,
  assertContactsAvailable,
  assertContactsFreeFor,
  createUser,
} from '../users/users.service.js';
import {
  type AdviserRecord,
  countAdvisers,
  deleteAdviserAccount,
  findAdviser,
  insertAdviserProfile,
  listAdvisers,
  updateAdviserAccount,
  updateAdviserProfile,
} from './advisers.repository.js';

const AVATAR = documentTypeFor(documentTypeId('avatar'));
const PORTFOLIO = documentTypeFor(documentTypeId('portfolio'));
/**
 * The professional diploma is kept as a private CV document, and may be a PDF or a photo of it
 * (part 2 §5: "diploma required (pdf or image)"), where a designer's CV is a PDF.
 */
const DIPLOMA: DocumentType = {
  ...documentTypeFor(documentTypeId('curriculum')),
  accepts: FILE_KIND.imageOrPdf,
};

/** The form's file fields (part 2 §3 Advisor application). */
const FILES = { avatar: 'avatar', diploma: 'professionalDiploma', portfolio: 'portfolio' } as const;

/** The sign-in email's column size, which the shared schema does not bound: a 400, not a 500. */
const STORED_LENGTHS = z.object({ email: z.string().trim().max(254) }).partial();

// ——— views ———

function rowView(ctx: AppContext, row: AdviserRecord): AdviserRow {
  return {
    salesperson_id: row.uuid,
    avatar: row.avatarKey ? ctx.storage.publicUrl(row.avatarKey) : null,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    city_name: row.cityName,
    professional_profile: row.professionalProfile,
    is_approved: row.isApproved === true,
    is_public: row.isPublic,
    online_status: row.onlineStatus,
    company_name: row.companyName,
    created_at: row.createdAt.toISOString(),
  };
}

async function detailView(ctx: AppContext, row: AdviserRecord): Promise<AdviserDetail> {
  const [cv, portfolio] = await Promise.all([
    ownFiles(ctx, row.id, 'curriculum'),
    ownFiles(ctx, row.id, 'portfolio'),
  ]);
  return {
    ...rowView(ctx, row),
    phone: row.phone,
    cedula: row.cedula,
    city_id: row.cityCode,
    instagram: row.instagram,
    video_presentation_url: row.videoPresentationUrl,
    cv,
    portfolio,
  };
}

// ——— who may see and change an adviser ———

/** Whether the actor manages this adviser: its own supplier, or an admin. */
function manages(actor: Actor, adviser: AdviserRecord): boolean {
  return (
    actor.roleId === ROLE.admin ||
    (actor.roleId === ROLE.supplier && adviser.supplierUserId === actor.id)
  );
}

/** The adviser the actor manages (locked inside a transaction), else 404. */
async function managedAdviser(
  executor: Database,
  actor: Actor,
  uuid: string,
  lock = false,
): Promise<AdviserRecord> {
  const adviser = await findAdviser(executor, uuid, lock);
  if (!adviser || !manages(actor, adviser)) throw notFound();
  return adviser;
}

/** Only the adviser's own supplier edits it (the admin approves, activates and deletes). */
async function ownAdviser(executor: Database, actor: Actor, uuid: string, lock = false) {
  const adviser = await managedAdviser(executor, actor, uuid, lock);
  if (actor.roleId !== ROLE.supplier) throw notFound();
  return adviser;
}

// ——— reading ———

/** `GET /v2/suppliers/salespeople`: the supplier's advisers, or every adviser for the admin. */
export async function adviserPage(
  ctx: AppContext,
  actor: Actor,
  query: AdviserListQuery,
): Promise<AdviserPage> {
  const filter = {
    supplierUserId: actor.roleId === ROLE.admin ? null : actor.id,
    name: query.name,
    profile: query.profile,
  };
  const [totalItems, rows] = await Promise.all([
    countAdvisers(ctx.db, filter),
    listAdvisers(ctx.db, filter, {
      offset: (query.page - 1) * query.itemsPerPage,
      limit: query.itemsPerPage,
    }),
  ]);
  return {
    items: rows.map((row) => rowView(ctx, row)),
    pagination: pageInfo(totalItems, query.page, query.itemsPerPage),
  };
}

/** `GET /v2/suppliers/salesperson/{id}`: one adviser the actor manages, with its files. */
export async function managedAdviserDetail(ctx: AppContext, actor: Actor, uuid: string) {
  return detailView(ctx, await managedAdviser(ctx.db, actor, uuid));
}

/**
 * `GET /v2/salespeople/salesperson/{id}`: an adviser's profile, for the adviser itself (its
 * settings page), its supplier and the admin.
 */
export async function adviserProfile(ctx: AppContext, actor: Actor, uuid: string) {
  const adviser = await findAdviser(ctx.db, uuid);
  const isSelf = actor.roleId === ROLE.salesperson && adviser?.id === actor.id;
  if (!adviser || !(isSelf || manages(actor, adviser))) throw notFound();
  return detailView(ctx, adviser);
}

// ——— the form: fields and files ———

/** `deletedPortfolio[i]`: the ids of portfolio images the edit removes. */
function deletedPortfolioIds(fields: Record<string, string>): number[] {
  const ids: number[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (!/^deletedPortfolio\[\d+\]$/.test(name)) continue;
    const parsed = idParam.safeParse(value);
    if (!parsed.success) {
      throw fieldError(400, 'VALIDATION_ERROR', 'deletedPortfolio', MESSAGES.invalidRequest);
    }
    ids.push(parsed.data);
  }
  return [...new Set(ids)];
}

function portfolioCountError(count: number): FieldError | null {
  const problem = adviserPortfolioProblem(count);
  return problem ? { field: FILES.portfolio, message: problem } : null;
}

interface FormFiles {
  avatar: IncomingFile | null;
  diploma: IncomingFile | null;
  portfolio: IncomingFile[];
}

/** One avatar and one diploma at most; the counts' other rules depend on create or edit. */
function formFiles(form: MultipartForm, errors: FieldError[]): FormFiles {
  const avatars = form.files[FILES.avatar] ?? [];
  const diplomas = form.files[FILES.diploma] ?? [];
  if (avatars.length > 1) errors.push({ field: FILES.avatar, message: MESSAGES.invalidRequest });
  if (diplomas.length > 1) errors.push({ field: FILES.diploma, message: MESSAGES.invalidRequest });
  return {
    avatar: avatars[0] ?? null,
    diploma: diplomas[0] ?? null,
    portfolio: form.files[FILES.portfolio] ?? [],
  };
}

/** Every file checked by its bytes before any is stored. */
async function inspectFiles(files: FormFiles): Promise<void> {
  if (files.avatar) await inspectFile(files.avatar, AVATAR, FILES.avatar);
  if (files.diploma) await inspectFile(files.diploma, DIPLOMA, FILES.diploma);
  for (const image of files.portfolio) await inspectFile(image, PORTFOLIO, FILES.portfolio);
}

async function stageFiles(ctx: AppContext, files: FormFiles, staged: StagedFile[]) {
  if (files.avatar) staged.push(await stageFile(ctx, AVATAR, files.avatar, FILES.avatar));
  if (files.diploma) staged.push(await stageFile(ctx, DIPLOMA, files.diploma, FILES.diploma));
  for (const image of files.portfolio) {
    staged.push(await stageFile(ctx, PORTFOLIO, image, FILES.portfolio));
  }
}

function cityOf(input: AdviserProfileInput): City {
  const city = findCity({ id: input.city_id, label: input.city_name });
  if (!city) throw fieldError(400, 'VALIDATION_ERROR', 'city_name', MESSAGES.cityUnknown);
  return city;
}

function profileColumns(input: AdviserProfileInput) {
  return {
    professionalProfile: input.professional_profile,
    instagram: input.instagram_account || null,
    videoPresentationUrl: input.video_presentation_url,
  };
}

/**
 * Writes an adviser of `supplierUserId`, active, with its profile and staged files, inside the
 * caller's transaction: the supplier's form and the demo seed create advisers the same way.
 */
export async function insertAdviser(
  ctx: AppContext,
  tx: Database,
  adviser: {
    input: AdviserCreateInput;
    city: City;
    supplierUserId: number;
    staged: readonly StagedFile[];
    isApproved: boolean;
    onlineStatus?: OnlineStatus;
    createdAt?: Date;
  },
) {
  const { input, city, createdAt } = adviser;
  const user = await createUser(tx, {
    roleId: ROLE.salesperson,
    email: input.email,
    phone: input.phone,
    cedula: input.cedula,
    firstName: input.first_name,
    lastName: input.last_name,
    password: input.password,
    cityCode: city.id,
    cityName: cityLabel(city),
    isApproved: adviser.isApproved,
    isPublic: true,
    ...(createdAt ? { createdAt, updatedAt: createdAt } : {}),
  });
  await insertAdviserProfile(tx, {
    userId: user.id,
    supplierUserId: adviser.supplierUserId,
    ...profileColumns(input),
    ...(adviser.onlineStatus ? { onlineStatus: adviser.onlineStatus } : {}),
  });
  for (const file of adviser.staged) await recordStagedFile(ctx, tx, user.id, file);
  return user;
}

// ——— changes ———

/**
 * `POST /v2/salespeople/salesperson/{supplierUuid}` (multipart): the supplier's new adviser,
 * waiting for approval and active, with its optional avatar, diploma and 1–5 portfolio images.
 * The path names the supplier the adviser joins: only that supplier may send it.
 */
export async function createAdviser(
  ctx: AppContext,
  actor: Actor,
  supplierUuid: string,
  form: MultipartForm,
): Promise<{ message: string; salesperson_id: string }> {
  if (actor.roleId !== ROLE.supplier || supplierUuid !== actor.uuid) throw notFound();
  const parsed = adviserCreateSchema.safeParse(form.fields);
  const lengths = STORED_LENGTHS.safeParse(form.fields);
  const errors = [
    ...(parsed.success ? [] : zodFieldErrors(parsed.error.issues)),
    ...(lengths.success ? [] : zodFieldErrors(lengths.error.issues)),
  ];
  const files = formFiles(form, errors);
  if (!files.diploma)
    errors.push({ field: FILES.diploma, message: MESSAGES.adviserDiplomaRequired });
  const countError = portfolioCountError(files.portfolio.length);
  if (countError) errors.push(countError);
  if (!parsed.success || errors.length > 0) throw validationError(errors);
  const input = parsed.data;
  const city = cityOf(input);
  await inspectFiles(files);
  await assertContactsAvailable(ctx, input);

  const staged: StagedFile[] = [];
  try {
    await stageFiles(ctx, files, staged);
    const adviser = await inTransaction(ctx.db, async (tx) => {
      return insertAdviser(ctx, tx, {
        input,
        city,
        supplierUserId: actor.id,
        staged,
        isApproved: false,
      });
    });
    return { message: MESSAGES.adviserCreated, salesperson_id: adviser.uuid };
  } catch (error) {
    await discardStagedFiles(ctx, staged);
    throw error;
  }
}

/**
 * `PATCH /v2/suppliers/salesperson/{id}` (multipart): the profile as the edit form sends it; a new
 * `avatar` or `professionalDiploma` replaces the old one, `portfolio` images are added and
 * `deletedPortfolio[i]` removed, keeping 1 to 5. The email and the password do not change here.
 */
export async function updateAdviser(
  ctx: AppContext,
  actor: Actor,
  uuid: string,
  form: MultipartForm,
) {
  const current = await ownAdviser(ctx.db, actor, uuid);
  const parsed = adviserProfileSchema.safeParse(form.fields);
  const errors = parsed.success ? [] : zodFieldErrors(parsed.error.issues);
  const files = formFiles(form, errors);
  const deleted = deletedPortfolioIds(form.fields);
  if (!parsed.success || errors.length > 0) throw validationError(errors);
  const input = parsed.data;
  const city = cityOf(input);

  /** The portfolio once the edit applies: every removed id must be one of its images. */
  const portfolioAfter = async (executor: Database) => {
    const images = await ownedFilesIn(executor, current.id, 'portfolio');
    const ids = new Set(images.map((image) => image.id));
    if (deleted.some((id) => !ids.has(id))) throw notFound();
    const countError = portfolioCountError(images.length - deleted.length + files.portfolio.length);
    if (countError) throw validationError([countError]);
  };
  // A quick answer before anything is stored; the locked check below is the one that holds.
  await portfolioAfter(ctx.db);
  await inspectFiles(files);
  await assertContactsFreeFor(ctx, current.id, { phone: input.phone, cedula: input.cedula });

  const staged: StagedFile[] = [];
  let removedKeys: string[] = [];
  try {
    await stageFiles(ctx, files, staged);
    await inTransaction(ctx.db, async (tx) => {
      const adviser = await ownAdviser(tx, actor, uuid, true);
      await portfolioAfter(tx);
      const replaced = [
        ...(files.avatar ? await ownedFilesIn(tx, adviser.id, 'avatar') : []),
        ...(files.diploma ? await ownedFilesIn(tx, adviser.id, 'curriculum') : []),
      ].map((file) => file.id);
      try {
        await updateAdviserAccount(tx, adviser.id, {
          firstName: input.first_name,
          lastName: input.last_name,
          phone: input.phone,
          cedula: input.cedula,
          cityCode: city.id,
          cityName: cityLabel(city),
        });
      } catch (error) {
        throw asDuplicateUserError(error);
      }
      await updateAdviserProfile(tx, adviser.id, profileColumns(input));
      for (const file of staged) await recordStagedFile(ctx, tx, adviser.id, file);
      removedKeys = await forgetFiles(tx, [...replaced, ...deleted]);
    });
  } catch (error) {
    await discardStagedFiles(ctx, staged);
    throw error;
  }
  await removeStoredObjects(ctx, removedKeys);
  const saved = await managedAdviser(ctx.db, actor, uuid);
  return { message: MESSAGES.adviserUpdated, salesperson: await detailView(ctx, saved) };
}

/** `PATCH /v2/suppliers/salesperson/approve/{id}` `{is_approved}`: approve or disapprove. */
export async function setAdviserApproval(
  ctx: AppContext,
  actor: Actor,
  uuid: string,
  isApproved: boolean,
) {
  await inTransaction(ctx.db, async (tx) => {
    const adviser = await managedAdviser(tx, actor, uuid, true);
    await updateAdviserAccount(tx, adviser.id, { isApproved });
  });
  return { message: MESSAGES.adviserUpdated, salesperson_id: uuid, is_approved: isApproved };
}

/** `PATCH /v2/suppliers/salesperson/activate/{id}` `{is_public}`: activate or deactivate. */
export async function setAdviserVisibility(
  ctx: AppContext,
  actor: Actor,
  uuid: string,
  isPublic: boolean,
) {
  await inTransaction(ctx.db, async (tx) => {
    const adviser = await managedAdviser(tx, actor, uuid, true);
    await updateAdviserAccount(tx, adviser.id, { isPublic });
  });
  return { message: MESSAGES.adviserUpdated, salesperson_id: uuid, is_public: isPublic };
}

/** `DELETE /v2/suppliers/salesperson/{id}`: the adviser's account and every file of it. */
export async function deleteAdviser(ctx: AppContext, actor: Actor, uuid: string) {
  const removedKeys = await inTransaction(ctx.db, async (tx) => {
    const adviser = await managedAdviser(tx, actor, uuid, true);
    const files = [
      ...(await ownedFilesIn(tx, adviser.id, 'avatar')),
      ...(await ownedFilesIn(tx, adviser.id, 'curriculum')),
      ...(await ownedFilesIn(tx, adviser.id, 'portfolio')),
    ];
    const keys = await forgetFiles(
      tx,
      files.map((file) => file.id),
    );
    await deleteAdviserAccount(tx, adviser.id);
    return keys;
  });
  // Its sessions end here at once; other processes hear it from the database.
  ctx.sessions.forget(uuid);
  await removeStoredObjects(ctx, removedKeys);
  return { message: MESSAGES.adviserDeleted };
}
