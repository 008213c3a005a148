import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/http';
import { ADMIN_PRODUCTS_KEY } from './product-cache';

/** One problem of an uploaded spreadsheet: its sheet row, the column header and the message. */
export interface ExcelRowError {
  row: number;
  column: string;
  field: string;
  message: string;
}

/**
 * `POST /v2/admin/products/excel` (multipart `excel`): loads every row or none. A refusal lists
 * each problem by row and column.
 */
export function useUploadProductsExcel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('excel', file);
      return apiRequest('/v2/admin/products/excel', {
        method: 'POST',
        body: form,
        response: () =>
          import('@hogarte/shared/contracts/catalogue').then((m) => m.productsImportedSchema),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_PRODUCTS_KEY }),
  });
}

/** The row problems of a refused upload, when the answer carries them. */
export function excelRowErrors(errors: readonly { field: string; message: string }[]) {
  return errors.filter(
    (error): error is ExcelRowError =>
      typeof (error as Partial<ExcelRowError>).row === 'number' &&
      typeof (error as Partial<ExcelRowError>).column === 'string',
  );
}
