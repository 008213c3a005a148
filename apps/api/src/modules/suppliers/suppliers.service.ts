/**
 * Suppliers: the application (spec part 2 §2.5, §5), and the settings page's company data,
 * warehouses (at most 3) and the keys of their own Wompi checkout and Envia shipping account.
 */
import { z } from 'zod';
import { documentTypeId } from '@hogarte/shared/lookups';
import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES } from '@hogarte/shared/messages';
import { ROLE } from '@hogarte/shared/roles';
import {
  type WarehouseAddressInput,
  supplierApplicationSchema,
} from '@hogarte/shared/schemas/people';
import type { AppContext } from '../../context.js';
import {
  isForeignKeyViolation,
  isUniqueViolation,
  uniqueViolationConstraint,
  type Database,
} from '../../db/client.js';
import { inTransaction } from '../../db/transaction.js';
import type { Actor } from '../../http/auth.js';
import {
  AppError,
  type FieldError,
  fieldError,
  notFound,
  validationError,
  zodFieldErrors,
} from '../../http/errors.js';
import type { MultipartForm } from '../../http/uploads.js';
import {
  type StagedFile,
  discardStagedFiles,
  documentTypeFor,
  inspectFile,
  recordStagedFile,
  stageFile,
} from '../files/files.service.js';
import { type City, cityLabel, findCity, requireCity } from '../lookups/cities.js';
import { assertContactsAvailable, createUser } from '../users/users.service.js';
import {
  companyNameExists,
  countAddresses,
  deleteOwnedAddress,
  findOwnedAddress,
  findPaymentKeys,
  findSupplierProfile,
  insertAddresses,
  insertSupplierProfile,
  listAddresses,
  lockUser,
  updatePaymentKeys,
} from './suppliers.repository.js';

const RUT = documentTypeFor(documentTypeId('rut'));
const CHAMBER_OF_COMMERCE = documentTypeFor(documentTypeId('chamberOfCommerce'));

/** The account's contact data comes from the company: duplicates are named by the form's fields. */
const CONTACT_FIELDS: Record<string, string> = {
  email: 'company_email',
  phone: 'company_phone',
  cedula: 'legal_rep_cedula',
};

function companyNameTaken() {
  return fieldError(409, 'DUPLICATE_USER', 'company_name', MESSAGES.companyNameTaken);
}

/** Every duplicate at once: the company's email and phone, the representative's cedula, the name. */
async function assertSupplierAvailable(
  ctx: AppContext,
  contact: { email: string; phone: string; cedula: string; companyName: string },
): Promise<void> {
  const errors: FieldError[] = [];
  try {
    await assertContactsAvailable(ctx, contact);
  } catch (error) {
    if (!(error instanceof AppError) || error.statusCode !== 409) throw error;
    for (const { field, message } of error.errors ?? []) {
      errors.push({ field: CONTACT_FIELDS[field] ?? field, message });
    }
  }
  if (await companyNameExists(ctx.db, contact.companyName)) {
    errors.push({ field: 'company_name', message: MESSAGES.companyNameTaken });
  }
  const [first] = errors;
  if (first) throw new AppError(409, 'DUPLICATE_USER', first.message, errors);
}

const text = (max: number) => z.string().trim().max(max);

/** The columns' sizes, which the shared schema does not bound: too long is a 400, not a 500. */
const STORED_LENGTHS = z
  .object({
    company_name: text(120),
    company_email: text(254),
    street_address: text(200),
    warehouse1_address: text(200),
    warehouse2_address: text(200),
    warehouse3_address: text(200),
    legal_rep_first_name: text(100),
    legal_rep_last_name: text(100),
    contact_first_name: text(100),
    contact_last_name: text(100),
    contact_email: text(254),
  })
  .partial();

interface Warehouse {
  streetAddress: string;
  city: City;
}

type SupplierApplication = z.infer<typeof supplierApplicationSchema>;

/**
 * The form's fields (the shared schema, then the lengths the columns store) and its files: the RUT
 * always, the chamber of commerce when the company is taxable, one of each.
 */
function checkedApplication(form: MultipartForm) {
  const parsed = supplierApplicationSchema.safeParse(form.fields);
  const lengths = STORED_LENGTHS.safeParse(form.fields);
  const errors = [
    ...(parsed.success ? [] : zodFieldErrors(parsed.error.issues)),
    ...(lengths.success ? [] : zodFieldErrors(lengths.error.issues)),
  ];
  const rut = form.files.rut ?? [];
  const chamber = form.files.chamberOfCommerce ?? [];
  if (rut.length === 0) errors.push({ field: 'rut', message: MESSAGES.rutRequired });
  if (rut.length > 1) errors.push({ field: 'rut', message: MESSAGES.invalidRequest });
  if (parsed.success && parsed.data.is_taxable && chamber.length === 0) {
    errors.push({ field: 'chamberOfCommerce', message: MESSAGES.chamberOfCommerceRequired });
  }
  if (chamber.length > 1) {
    errors.push({ field: 'chamberOfCommerce', message: MESSAGES.invalidRequest });
  }
  if (!parsed.success || errors.length > 0) throw validationError(errors);
  return { input: parsed.data, rut, chamber };
}

/** The company's city and its warehouses' (up to three), each a known municipality. */
function placesOf(input: SupplierApplication): { city: City; warehouses: Warehouse[] } {
  const errors: FieldError[] = [];
  const city = findCity({ id: input.city_id, label: input.city_name });
  if (!city) errors.push({ field: 'city_name', message: MESSAGES.cityUnknown });
  const warehouses: Warehouse[] = [];
  for (const index of [1, 2, 3] as const) {
    const streetAddress = input[`warehouse${index}_address`];
    const cityName = input[`warehouse${index}_city_name`];
    if (!streetAddress) continue;
    const warehouseCity = findCity({ label: cityName });
    if (warehouseCity) warehouses.push({ streetAddress, city: warehouseCity });
    else errors.push({ field: `warehouse${index}_city_name`, message: MESSAGES.cityUnknown });
  }
  if (!city || errors.length > 0) throw validationError(errors);
  return { city, warehouses };
}

/** The supplier's account (waiting for approval), its company, its warehouses and its files. */
async function recordApplication(
  ctx: AppContext,
  tx: Database,
  input: SupplierApplication,
  places: { city: City; warehouses: Warehouse[] },
  staged: StagedFile[],
): Promise<void> {
  const { city, warehouses } = places;
  const user = await createUser(tx, {
    roleId: ROLE.supplier,
    email: input.company_email,
    phone: input.company_phone,
    cedula: input.legal_rep_cedula,
    firstName: input.legal_rep_first_name,
    lastName: input.legal_rep_last_name,
    password: input.password,
    cityCode: city.id,
    cityName: cityLabel(city),
    streetAddress: input.street_address,
    isApproved: null,
  });
  await insertSupplierProfile(tx, {
    userId: user.id,
    companyName: input.company_name,
    nit: input.NIT,
    companyPhone: input.company_phone,
    companyEmail: input.company_email,
    companyDescription: input.company_description,
    legalRepFirstName: input.legal_rep_first_name,
    legalRepLastName: input.legal_rep_last_name,
    legalRepPhone: input.legal_rep_phone,
    legalRepCedula: input.legal_rep_cedula,
    contactFirstName: input.contact_first_name,
    contactLastName: input.contact_last_name,
    contactEmail: input.contact_email,
    contactPhone: input.contact_phone,
    isTaxable: input.is_taxable,
  });
  await insertAddresses(
    tx,
    warehouses.map((warehouse) => ({
      userId: user.id,
      kind: 'storage' as const,
      streetAddress: warehouse.streetAddress,
      cityCode: warehouse.city.id,
      cityName: cityLabel(warehouse.city),
    })),
  );
  for (const file of staged) await recordStagedFile(ctx, tx, user.id, file);
}

export async function applyAsSupplier(
  ctx: AppContext,
  form: MultipartForm,
): Promise<{ message: string }> {
  const { input, rut, chamber } = checkedApplication(form);
  const places = placesOf(input);

  for (const file of rut) await inspectFile(file, RUT, 'rut');
  for (const file of chamber) await inspectFile(file, CHAMBER_OF_COMMERCE, 'chamberOfCommerce');
  await assertSupplierAvailable(ctx, {
    email: input.company_email,
    phone: input.company_phone,
    cedula: input.legal_rep_cedula,
    companyName: input.company_name,
  });

  const staged: StagedFile[] = [];
  try {
    for (const file of rut) staged.push(await stageFile(ctx, RUT, file, 'rut'));
    for (const file of chamber) {
      staged.push(await stageFile(ctx, CHAMBER_OF_COMMERCE, file, 'chamberOfCommerce'));
    }
    await inTransaction(ctx.db, (tx) => recordApplication(ctx, tx, input, places, staged));
  } catch (error) {
    await discardStagedFiles(ctx, staged);
    // Two applications racing for one company name: the index decides, the answer is the same.
    if (isUniqueViolation(error) && uniqueViolationConstraint(error)?.includes('company_name')) {
      throw companyNameTaken();
    }
    throw error;
  }
  return { message: MESSAGES.applicationReceived };
}

export async function supplierProfile(ctx: AppContext, actor: Actor) {
  const row = await findSupplierProfile(ctx.db, actor.id);
  if (!row) throw notFound();
  const { profile } = row;
  return {
    uuid: row.uuid,
    company_name: profile.companyName,
    nit: profile.nit,
    company_phone: profile.companyPhone,
    company_email: profile.companyEmail,
    company_description: profile.companyDescription ?? '',
    street_address: row.streetAddress ?? '',
    city: row.cityName ?? '',
    legal_rep: {
      first_name: profile.legalRepFirstName ?? '',
      last_name: profile.legalRepLastName ?? '',
      phone: profile.legalRepPhone ?? '',
      cedula: profile.legalRepCedula ?? '',
    },
    contact: {
      first_name: profile.contactFirstName ?? '',
      last_name: profile.contactLastName ?? '',
      email: profile.contactEmail ?? '',
      phone: profile.contactPhone ?? '',
    },
    is_taxable: profile.isTaxable,
    logo: row.logoKey ? ctx.storage.publicUrl(row.logoKey) : null,
    bank: row.bank
      ? {
          bank_name: row.bank.bankName,
          // The holder is the company itself, whatever the form sent.
          account_holder_name: profile.companyName,
          account_number: row.bank.accountNumber,
          is_savings_account: row.bank.isSavingsAccount,
        }
      : null,
    hasBankInfo: row.bank !== null,
  };
}

function storageAddressView(row: { id: number; streetAddress: string; cityName: string }) {
  return { id: row.id, street_address: row.streetAddress, city_name: row.cityName };
}

export async function storageAddresses(ctx: AppContext, actor: Actor) {
  const rows = await listAddresses(ctx.db, actor.id, 'storage');
  return rows.map(storageAddressView);
}

export async function addStorageAddress(
  ctx: AppContext,
  actor: Actor,
  input: WarehouseAddressInput,
) {
  const city = requireCity({ id: input.city_id, label: input.city_name });
  const created = await inTransaction(ctx.db, async (tx) => {
    // Two parallel requests would both count 2 and both insert: the row lock orders them.
    await lockUser(tx, actor.id);
    if ((await countAddresses(tx, actor.id, 'storage')) >= LIMITS.warehouseAddressesMax) {
      throw new AppError(409, 'WAREHOUSE_LIMIT', MESSAGES.warehouseLimit);
    }
    const [row] = await insertAddresses(tx, [
      {
        userId: actor.id,
        kind: 'storage',
        streetAddress: input.street_address,
        cityCode: city.id,
        cityName: cityLabel(city),
      },
    ]);
    return row;
  });
  if (!created) throw new Error('address insert returned no row');
  return storageAddressView(created);
}

/** Any user's own address, warehouse or delivery; someone else's is not found. */
export async function deleteAddress(ctx: AppContext, actor: Actor, addressId: number) {
  let removed;
  try {
    removed = await deleteOwnedAddress(ctx.db, addressId, actor.id);
  } catch (error) {
    // Products name the warehouse they ship from: it stays while any does.
    if (isForeignKeyViolation(error)) {
      throw new AppError(409, 'ADDRESS_IN_USE', MESSAGES.storageAddressInUse);
    }
    throw error;
  }
  if (!removed) throw notFound(MESSAGES.addressNotDeleted);
  return { message: MESSAGES.addressDeleted };
}

/** Whether a warehouse is the supplier's own (a product ships from one of its warehouses). */
export async function ownsStorageAddress(
  executor: Database,
  supplierId: number,
  addressId: number,
): Promise<boolean> {
  return (await findOwnedAddress(executor, addressId, supplierId, 'storage')) !== null;
}

async function paymentKeys(ctx: AppContext, actor: Actor) {
  const keys = await findPaymentKeys(ctx.db, actor.id);
  if (!keys) throw notFound();
  return keys;
}

export async function wompiKey(ctx: AppContext, actor: Actor) {
  return { wompiKey: (await paymentKeys(ctx, actor)).wompiPublicKey };
}

const WOMPI_KEY_MAX = 120;
const ENVIA_KEY_MAX = 200;

export async function setWompiKey(ctx: AppContext, actor: Actor, key: string) {
  if (key.length > WOMPI_KEY_MAX) {
    throw fieldError(400, 'VALIDATION_ERROR', 'wompiKey', MESSAGES.wompiKeyInvalid);
  }
  if (!(await updatePaymentKeys(ctx.db, actor.id, { wompiPublicKey: key }))) throw notFound();
  return { wompiKey: key };
}

const MASK = '••••••';

/** The Envia key is a secret: shown only as its last four characters. */
function maskedKey(key: string): string {
  return key.length > 4 ? `${MASK}${key.slice(-4)}` : MASK;
}

export async function enviaKey(ctx: AppContext, actor: Actor) {
  const key = (await paymentKeys(ctx, actor)).enviaKey;
  return { enviaKey: key ? maskedKey(key) : null, isSet: Boolean(key) };
}

export async function setEnviaKey(ctx: AppContext, actor: Actor, key: string) {
  if (key.length > ENVIA_KEY_MAX) {
    throw fieldError(400, 'VALIDATION_ERROR', 'enviaKey', MESSAGES.invalidRequest);
  }
  if (!(await updatePaymentKeys(ctx.db, actor.id, { enviaKey: key }))) throw notFound();
  return { isSet: true };
}
