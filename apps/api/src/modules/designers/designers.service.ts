/**
 * Designers' applications (spec part 1 §2 Designer sign-up, §5): the two steps' fields, a profile
 * photo and 1–3 portfolio images arrive in one multipart form; the account waits, unapproved,
 * for an admin.
 */
import { z } from 'zod';
import { pageInfo } from '@hogarte/shared/contracts/common';
import type { PublicDesignersPage } from '@hogarte/shared/contracts/virtual-consultancies';
import { LIMITS } from '@hogarte/shared/limits';
import { PROFESSIONS, REFERRAL_SOURCES, documentTypeId } from '@hogarte/shared/lookups';
import { MESSAGES, fillMessage } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import { designerApplicationSchema } from '@hogarte/shared/schemas/people';
import type { PublicDesignersQuery } from '@hogarte/shared/schemas/virtual-consultancies';
import type { Database } from '../../db/client.js';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import { type FieldError, notFound, validationError, zodFieldErrors } from '../../http/errors.js';
import type { MultipartForm } from '../../http/uploads.js';
import {
  type StagedFile,
  discardStagedFiles,
  documentTypeFor,
  inspectFile,
  ownFiles,
  recordStagedFile,
  stageFile,
} from '../files/files.service.js';
import { cityLabel, findCity } from '../lookups/cities.js';
import { assertContactsAvailable, createUser } from '../users/users.service.js';
import {
  countPublicDesigners,
  addDesignerRating,
  findPublicDesignerId,
  insertDesignerProfile,
  listPublicDesigners,
} from './designers.repository.js';

const AVATAR = documentTypeFor(documentTypeId('avatar'));
const PORTFOLIO = documentTypeFor(documentTypeId('portfolio'));

const text = (max: number) => z.string().trim().max(max);

/** The columns' sizes, which the shared schema does not bound: too long is a 400, not a 500. */
const STORED_LENGTHS = z
  .object({
    first_name: text(100),
    last_name: text(100),
    email: text(254),
    street_address: text(200),
    university_name: text(200),
  })
  .partial();

function fileCountErrors(form: MultipartForm): FieldError[] {
  const errors: FieldError[] = [];
  const avatars = form.files.avatar ?? [];
  const portfolio = form.files.portfolio ?? [];
  if (avatars.length === 0) errors.push({ field: 'avatar', message: MESSAGES.avatarRequired });
  if (avatars.length > 1) errors.push({ field: 'avatar', message: MESSAGES.invalidRequest });
  if (portfolio.length < LIMITS.signUpPortfolioMin) {
    errors.push({ field: 'portfolio', message: MESSAGES.portfolioRequired });
  }
  if (portfolio.length > LIMITS.signUpPortfolioMax) {
    errors.push({ field: 'portfolio', message: MESSAGES.portfolioSignUpMax });
  }
  return errors;
}

export async function applyAsDesigner(
  ctx: AppContext,
  form: MultipartForm,
): Promise<{ message: string }> {
  const productName = ctx.config.brand.productName;
  const parsed = designerApplicationSchema(productName).safeParse(form.fields);
  const lengths = STORED_LENGTHS.safeParse(form.fields);
  const errors = [
    ...(parsed.success ? [] : zodFieldErrors(parsed.error.issues)),
    ...(lengths.success ? [] : zodFieldErrors(lengths.error.issues)),
    ...fileCountErrors(form),
  ];
  if (!parsed.success || errors.length > 0) throw validationError(errors);
  const input = parsed.data;

  // The selects send ids; one that is not in the list is as good as none chosen.
  const city = findCity({ id: input.city_id, label: input.city_name });
  if (!city) errors.push({ field: 'city_name', message: MESSAGES.cityUnknown });
  if (!PROFESSIONS.some((profession) => profession.id === input.profession_id)) {
    errors.push({ field: 'profession_id', message: MESSAGES.required });
  }
  if (!REFERRAL_SOURCES.some((source) => source.id === input.referred_from_id)) {
    errors.push({
      field: 'referred_from_id',
      message: fillMessage(MESSAGES.referralRequired, { product: productName }),
    });
  }
  if (!city || errors.length > 0) throw validationError(errors);

  const avatar = form.files.avatar ?? [];
  const portfolio = form.files.portfolio ?? [];
  for (const file of avatar) await inspectFile(file, AVATAR, 'avatar');
  for (const file of portfolio) await inspectFile(file, PORTFOLIO, 'portfolio');
  await assertContactsAvailable(ctx, input);

  const staged: StagedFile[] = [];
  try {
    for (const file of avatar) staged.push(await stageFile(ctx, AVATAR, file, 'avatar'));
    for (const file of portfolio) staged.push(await stageFile(ctx, PORTFOLIO, file, 'portfolio'));
    await inTransaction(ctx.db, async (tx) => {
      const user = await createUser(tx, {
        roleId: ROLE.designer,
        email: input.email,
        phone: input.phone,
        cedula: input.cedula,
        firstName: input.first_name,
        lastName: input.last_name,
        password: input.password,
        referredFromId: input.referred_from_id,
        cityCode: city.id,
        cityName: cityLabel(city),
        streetAddress: input.street_address,
        isApproved: null,
      });
      await insertDesignerProfile(tx, {
        userId: user.id,
        professionId: input.profession_id,
        bio: input.bio,
        universityName: input.university_name,
        graduationYear: Number(input.graduation_year),
        instagram: input.instagram ? `https://instagram.com/${input.instagram}` : null,
      });
      for (const file of staged) await recordStagedFile(ctx, tx, user.id, file);
    });
  } catch (error) {
    await discardStagedFiles(ctx, staged);
    throw error;
  }
  return { message: MESSAGES.applicationReceived };
}

/** A rating average with one decimal; null while nobody has rated. */
function averageRating(sum: number, count: number): number | null {
  return count > 0 ? Math.round((sum / count) * 10) / 10 : null;
}

/**
 * `GET /v1/designers/public`: the designers a client may hire for a virtual consultancy (approved,
 * active, public), best rated first, with their photo, profession, city, bio and portfolio.
 */
export async function publicDesigners(
  ctx: AppContext,
  query: PublicDesignersQuery,
): Promise<PublicDesignersPage> {
  const [rows, total] = await Promise.all([
    listPublicDesigners(ctx.db, query.itemsPerPage, (query.page - 1) * query.itemsPerPage),
    countPublicDesigners(ctx.db),
  ]);
  // One page is a dozen designers: their portfolios are read the way their own settings read them.
  const portfolios = await Promise.all(rows.map((row) => ownFiles(ctx, row.id, 'portfolio')));
  return {
    items: rows.map((row, index) => ({
      uuid: row.uuid,
      first_name: row.firstName,
      last_name: row.lastName,
      avatar: row.avatarKey ? ctx.storage.publicUrl(row.avatarKey) : null,
      profession: PROFESSIONS.find((item) => item.id === row.professionId)?.name ?? null,
      city: row.cityName,
      bio: row.bio,
      rating: averageRating(row.ratingSum ?? 0, row.ratingCount ?? 0),
      rating_count: row.ratingCount ?? 0,
      portfolio: (portfolios[index] ?? []).map((file) => ({ url: file.url })),
    })),
    pagination: pageInfo(total, query.page, query.itemsPerPage),
  };
}

/** The id of a designer a client may hire now, by uuid, or null when nobody may be hired. */
export async function findHireableDesignerId(ctx: AppContext, uuid: string) {
  return findPublicDesignerId(ctx.db, uuid);
}

/** The id of a designer a client may hire now, by uuid; anyone else is not found. */
export async function hireableDesignerId(ctx: AppContext, uuid: string): Promise<number> {
  const id = await findHireableDesignerId(ctx, uuid);
  if (id === null) throw notFound(MESSAGES.virtualDesignerUnavailable);
  return id;
}

/**
 * Counts a client's rating of a designer (a virtual consultancy's, a remodelling's) in the one
 * average its profile shows, inside the caller's transaction.
 */
export async function recordDesignerRating(tx: Database, designerUserId: number, rating: number) {
  await addDesignerRating(tx, designerUserId, rating);
}
