/**
 * The billing information of an order (part 2 §3 Order): a natural person's names and document,
 * or a company's name and NIT. The supplier's and the admin's sales tables open it from a button
 * in each row (part 2 §2.4, §2.5); the order pages show the list itself.
 */
import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import type { OrderBilling } from '@hogarte/shared/contracts/orders';
import { InfoList, type InfoItem } from './info-list';
import { DialogContent } from './dialog-content';

function billingItems(billing: OrderBilling): InfoItem[] {
  if (billing.type === 'company') {
    return [
      { label: 'Tipo', value: 'Empresa' },
      { label: 'Razón social', value: billing.company_name },
      { label: 'NIT', value: billing.NIT },
    ];
  }
  return [
    { label: 'Tipo', value: 'Persona natural' },
    { label: 'Nombres', value: billing.first_name },
    { label: 'Apellidos', value: billing.last_name },
    {
      label: 'Tipo de documento',
      value: billing.legal_document_type_id === 1 ? 'Cédula de ciudadanía' : 'Pasaporte',
    },
    { label: 'Número de documento', value: billing.identification_code },
  ];
}

export function BillingInfoList({ billing }: { billing: OrderBilling }) {
  return <InfoList items={billingItems(billing)} />;
}

interface BillingInfoButtonProps {
  billing: OrderBilling;
  orderNumber: string;
}

/** A row's 'Datos de facturación' button and the dialog it opens. */
export function BillingInfoButton({ billing, orderNumber }: BillingInfoButtonProps) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <Button
        size="small"
        variant="text"
        startIcon={<ReceiptLongOutlinedIcon />}
        onClick={() => setOpen(true)}
        aria-label={`Ver datos de facturación de ${orderNumber}`}
        sx={{ whiteSpace: 'nowrap' }}
      >
        Ver datos
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth>
        <DialogTitle id={titleId}>Datos de facturación · {orderNumber}</DialogTitle>
        <DialogContent dividers>
          <BillingInfoList billing={billing} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cerrar</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
