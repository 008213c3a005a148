import { FILE_KIND } from '@hogarte/shared/lookups';
import { UploadButton, type UploadButtonProps } from './upload-button';

/** A small button that uploads one PDF (invoices, payment supports, policies). */
export function PdfUploadButton(props: Omit<UploadButtonProps, 'kind' | 'variant'>) {
  return <UploadButton kind={FILE_KIND.pdf} {...props} />;
}
