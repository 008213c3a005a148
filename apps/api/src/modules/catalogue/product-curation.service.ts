/**
 * The review of products (part 2 §2.4, §2.5, §7 Products): `PATCH /v1/products/{id}` as each role
 * may use it (the supplier its price, stock and commission; the lsh operator the installation
 * price; the admin also the approval, which e-mails the supplier, and the seasonal selection) and
 * the admin's detail dialog.
 */
import { MESSAGES, fillMessage } from '@hogarte/shared/messages';
import { withIva } from '@hogarte/shared/money';
import { ROLE } from '@hogarte/shared/roles';
import {
  installationPriceField,
  installationPriceSchema,
  productQuickEditSchema,
} from '@hogarte/shared/schemas/catalogue';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { inTransaction } from '../../db/transaction.js';
import type { Actor } from '../../http/auth.js';
import {
  AppError,
  forbidden,
  notFound,
  validationError,
  zodFieldErrors,
} from '../../http/errors.js';
import { queueEmail } from '../notifications/notifications.service.js';
import {
  countAmbientImages,
  findProduct,
  findSupplierContact,
  updateProduct,
} from './catalogue.repository.js';
import { announce, detailOf, lockOwnProduct } from './catalogue.service.js';

const adminPatchSchema = z
  .object({
    installation_price: installationPriceField.optional(),
    is_approved: z.boolean({ error: MESSAGES.invalidRequest }).optional(),
    is_seasonal: z.boolean({ error: MESSAGES.invalidRequest }).optional(),
  })
  .refine(
    (value) =>
      value.installation_price !== undefined ||
      value.is_approved !== undefined ||
      value.is_seasonal !== undefined,
    { error: MESSAGES.invalidRequest },
  );

function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw validationError(zodFieldErrors(parsed.error.issues));
  return parsed.data;
}

function decisionEmail(
  ctx: AppContext,
  contact: { email: string; firstName: string },
  productName: string,
  approved: boolean,
) {
  const product = ctx.config.brand.productName;
  const lines = approved
    ? [
        `¡Buenas noticias! Aprobamos tu producto "${productName}" y ya está a la venta en ${product}.`,
        `Puedes verlo en tu lista de productos: ${ctx.config.publicUrl}/proveedor/producto/lista`,
      ]
    : [
        `Revisamos tu producto "${productName}" y por ahora no fue aprobado.`,
        'Revisa sus imágenes, su ficha técnica y su información, y edítalo para enviarlo de nuevo a revisión.',
      ];
  return {
    to: contact.email,
    subject: approved
      ? `Tu producto ${productName} fue aprobado`
      : `Tu producto ${productName} necesita cambios`,
    text: [`Hola ${contact.firstName},`, '', ...lines].join('\n'),
  };
}

/**
 * `PATCH /v1/products/{id}`: what each role may change. The supplier its own price, stock and
 * commission (the coverings and decoratives tables); the lsh operator the installation price; the
 * admin the installation price, the approval and the seasonal selection.
 */
export async function patchProduct(
  ctx: AppContext,
  actor: Actor,
  productId: number,
  body: unknown,
) {
  if (actor.roleId === ROLE.supplier) {
    const input = parseBody(productQuickEditSchema, body);
    await inTransaction(ctx.db, async (tx) => {
      await lockOwnProduct(tx, actor, productId);
      await updateProduct(tx, productId, {
        ...(input.price === undefined
          ? {}
          : { price: input.price, taxedPrice: withIva(input.price) }),
        ...(input.units_available === undefined ? {} : { unitsAvailable: input.units_available }),
        ...(input.comission_percentage === undefined
          ? {}
          : { commissionPercentage: input.comission_percentage }),
      });
    });
    announce(ctx, productId);
    return { product: await detailOf(ctx, productId), message: MESSAGES.productUpdated };
  }
  if (actor.roleId !== ROLE.lsh && actor.roleId !== ROLE.admin) throw forbidden();
  const input =
    actor.roleId === ROLE.lsh
      ? parseBody(installationPriceSchema, body)
      : parseBody(adminPatchSchema, body);
  await inTransaction(ctx.db, async (tx) => {
    const product = await findProduct(tx, productId, { forUpdate: true });
    if (!product) throw notFound(MESSAGES.productNotFound);
    const approval = 'is_approved' in input ? input.is_approved : undefined;
    if (approval === true) {
      const ambient = await countAmbientImages(tx, productId);
      if (product.principalImageId === null || ambient === 0) {
        throw new AppError(409, 'PRODUCT_NEEDS_IMAGES', MESSAGES.productNeedsImages);
      }
    }
    await updateProduct(tx, productId, {
      ...(input.installation_price === undefined
        ? {}
        : { installationPrice: input.installation_price }),
      ...(approval === undefined ? {} : { isApproved: approval }),
      ...('is_seasonal' in input && input.is_seasonal !== undefined
        ? { isSeasonal: input.is_seasonal }
        : {}),
    });
    if (approval !== undefined && approval !== product.isApproved) {
      const contact = await findSupplierContact(tx, product.supplierUserId);
      if (contact) await queueEmail(tx, decisionEmail(ctx, contact, product.name, approval));
    }
  });
  announce(ctx, productId);
  const product = await detailOf(ctx, productId);
  const approval = 'is_approved' in input ? input.is_approved : undefined;
  const message =
    approval === undefined
      ? input.installation_price !== undefined
        ? MESSAGES.installationPriceUpdated
        : MESSAGES.productUpdated
      : fillMessage(approval ? MESSAGES.productApproved : MESSAGES.productDeclined, {
          name: product.name,
        });
  return { product, message };
}

/** `GET /v2/admin/products/{id}`: the admin's detail dialog. */
export function adminProductDetail(ctx: AppContext, productId: number) {
  return detailOf(ctx, productId);
}
