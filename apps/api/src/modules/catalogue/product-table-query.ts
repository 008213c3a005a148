/**
 * The query of the product tables the catalogue's routes share: the supplier's, the admin's and
 * the operator's.
 */
import { z } from 'zod';
import { PRODUCT_TYPE, type ProductTypeId } from '@hogarte/shared/catalogue';
import { MESSAGES } from '@hogarte/shared/messages';
import { searchParam, tablePageQuery } from '@hogarte/shared/schemas/params';

const TYPE_NAMES: Record<string, ProductTypeId> = {
  revestimiento: PRODUCT_TYPE.covering,
  decorativo: PRODUCT_TYPE.decorative,
  '1': PRODUCT_TYPE.covering,
  '2': PRODUCT_TYPE.decorative,
};

/** `type` may repeat (`?type=decorativo&type=revestimiento`); `todos`/absent means both. */
const typesQuery = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value, ctx) => {
    const names = value === undefined ? [] : Array.isArray(value) ? value : [value];
    const types: ProductTypeId[] = [];
    for (const name of names) {
      if (name === 'todos' || name === 'all') continue;
      const type = TYPE_NAMES[name];
      if (type === undefined) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.invalidRequest });
        return z.NEVER;
      }
      types.push(type);
    }
    return [...new Set(types)];
  });

export const tableQuery = z.object({
  ...tablePageQuery,
  search: searchParam.default(''),
  type: typesQuery,
});
