/**
 * The text fields multipart routes read from their form, as their services parse them: the
 * OpenAPI document describes no multipart body, so sweeps that fill forms take them from here.
 */
import { z } from 'zod';
import { adviserCreateSchema, adviserProfileSchema } from '@hogarte/shared/schemas/advisers';
import { productCreateSchema } from '@hogarte/shared/schemas/catalogue';
import { chatMessageFieldsSchema } from '@hogarte/shared/schemas/chat';
import {
  designerApplicationSchema,
  globalMessageSchema,
  supplierApplicationSchema,
} from '@hogarte/shared/schemas/people';
import { pqrsCreateSchema } from '@hogarte/shared/schemas/pqrs';
import { storeBrandingSchema } from '@hogarte/shared/schemas/storefront';
import type { JsonSchema } from './openapi-operations.js';

const FORM_FIELDS: Record<string, z.ZodType> = {
  'POST /v1/pqrs': pqrsCreateSchema,
  'POST /v1/chat-message': chatMessageFieldsSchema,
  'POST /v1/messages': globalMessageSchema,
  'PATCH /v2/suppliers/e-commerce': storeBrandingSchema,
  'POST /v2/salespeople/salesperson/{id}': adviserCreateSchema,
  'PATCH /v2/suppliers/salesperson/{id}': adviserProfileSchema,
  'POST /v2/suppliers': supplierApplicationSchema,
  'POST /v2/suppliers/products': productCreateSchema(1),
  'POST /v1/designers': designerApplicationSchema('Hogarte'),
};

/** The JSON schema of the form fields an operation (`POST /v1/pqrs`) reads, if it is listed. */
export function formFieldsSchema(operationKey: string): JsonSchema | undefined {
  const schema = FORM_FIELDS[operationKey];
  return schema
    ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema)
    : undefined;
}

/** A form's text fields from any value: strings as they are, anything else as JSON text. */
export function formFieldsOf(value: unknown): Record<string, string> {
  const entries =
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.entries(value)
      : [['valor', value] as const];
  return Object.fromEntries(
    entries
      .filter(([, field]) => field !== undefined)
      .map(([name, field]) => [name, typeof field === 'string' ? field : JSON.stringify(field)]),
  );
}
