import { MESSAGES } from '@hogarte/shared/messages';
import { env } from '../../../lib/env';
import { saveBlob } from '../../../lib/save-blob';
import { readToken } from '../../../lib/session';

const FILE_NAME = 'plantilla-productos.xlsx';

/**
 * `GET /v2/admin/products/excel/template`: the template needs the admin's token, so it is fetched
 * and handed to the browser as a download rather than opened as a plain link.
 */
export async function downloadProductsTemplate(): Promise<void> {
  const token = readToken();
  const response = await fetch(`${env.apiBaseUrl}/v2/admin/products/excel/template`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) throw new Error(MESSAGES.unexpected);
  saveBlob(await response.blob(), FILE_NAME);
}
