import Button from '@mui/material/Button';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { useVirtualReceipt } from '../api/download-virtual-receipt';
import { useEquivalentDocument } from '../api/get-equivalent-document';

interface RoomDocumentsProps {
  hashid: string;
  /** The approved payment's uuid; without one there is no receipt to offer. */
  paymentUuid: string | null;
}

/**
 * A finished room's documents (spec part 2 §7): the equivalent document, downloaded again as
 * often as wanted, and the payment's receipt.
 */
export function RoomDocuments({ hashid, paymentUuid }: RoomDocumentsProps) {
  const equivalent = useEquivalentDocument(hashid);
  const receipt = useVirtualReceipt();
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        startIcon={<DescriptionOutlinedIcon />}
        disabled={equivalent.isPending}
        onClick={() => equivalent.mutate()}
        sx={{ whiteSpace: 'nowrap' }}
      >
        Documento equivalente
      </Button>
      {paymentUuid ? (
        <Button
          variant="outlined"
          size="small"
          startIcon={<ReceiptLongOutlinedIcon />}
          disabled={receipt.isPending}
          onClick={() => receipt.mutate({ paymentUuid, hashid })}
          sx={{ whiteSpace: 'nowrap' }}
        >
          Recibo de pago
        </Button>
      ) : null}
    </>
  );
}
