import { MESSAGES } from '@hogarte/shared/messages';
import { env } from '../../../lib/env';
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
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has started the download; the address is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
