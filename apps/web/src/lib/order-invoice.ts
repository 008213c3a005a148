import { apiRequest } from './http';

/**
 * Uploads an order's invoice (multipart `file`, a PDF): `POST {path}`, or `PATCH {path}/{id}` to
 * replace the one uploaded before. The supplier's and the admin's order pages each name their path.
 */
export function uploadOrderInvoice(path: string, replaces: number | null, file: File) {
  const body = new FormData();
  body.append('file', file);
  return apiRequest(replaces === null ? path : `${path}/${replaces}`, {
    method: replaces === null ? 'POST' : 'PATCH',
    body,
    response: () => import('@hogarte/shared/contracts/orders').then((m) => m.orderFileSchema),
  });
}
