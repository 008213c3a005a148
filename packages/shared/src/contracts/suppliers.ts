/**
 * Contracts of a supplier's settings (spec part 2 §2.5, §5): the company as registered, its
 * warehouses and the keys of its own Wompi checkout and Envia shipping account.
 */
import { z } from 'zod';
import { bankAccountDetailsSchema } from './people.js';

/** `GET /v1/suppliers/profile`: the company as registered; only support changes it. */
export const supplierProfileSchema = z.object({
  uuid: z.string(),
  company_name: z.string(),
  nit: z.string(),
  company_phone: z.string(),
  company_email: z.string(),
  company_description: z.string(),
  street_address: z.string(),
  city: z.string(),
  legal_rep: z.object({
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string(),
    cedula: z.string(),
  }),
  contact: z.object({
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone: z.string(),
  }),
  is_taxable: z.boolean(),
  logo: z.string().nullable(),
  bank: bankAccountDetailsSchema.nullable(),
  hasBankInfo: z.boolean(),
});
export type SupplierProfile = z.infer<typeof supplierProfileSchema>;

/** One of the supplier's warehouses (`POST /v2/suppliers/storage-address` answers the new one). */
export const storageAddressSchema = z.object({
  id: z.number().int(),
  street_address: z.string(),
  city_name: z.string(),
});
export type StorageAddress = z.infer<typeof storageAddressSchema>;

/** `GET /v2/suppliers/storage-address`: oldest first, at most three. */
export const storageAddressesSchema = z.array(storageAddressSchema);

/** `GET`/`PATCH /v2/suppliers/wompi-key`: the public key is no secret, so it comes back whole. */
export const wompiKeyStateSchema = z.object({
  /** Null until the supplier sets one. */
  wompiKey: z.string().nullable(),
});

/** `GET /v2/suppliers/envia-key`: the key is a secret, so only whether it is set and its end. */
export const enviaKeyStateSchema = z.object({
  /** The last four characters behind a mask; null when unset. */
  enviaKey: z.string().nullable(),
  isSet: z.boolean(),
});

/** `PATCH /v2/suppliers/envia-key`: no masked value, the screen reads the key again. */
export const enviaKeySetSchema = enviaKeyStateSchema.pick({ isSet: true });
