/**
 * 'Detalle de compra' of the lsh's paid orders: the sheet's paid quotes with their lines, what
 * has to be installed. The sheet is read when the dialog opens.
 */
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import { formatCop } from '@hogarte/shared/money';
import { InfoList } from '../../../components/info-list';
import { PageLoader } from '../../../components/page-loader';
import { ResponsiveDialog } from '../../../components/responsive-dialog';
import { formatArea, formatDate } from '../../../lib/format';
import { useRemodeling } from '../api/get-remodeling';
import { LoadError } from '../../../components/load-error';
import { DialogContent } from '../../../components/dialog-content';

function PaidQuotes({ hashid }: { hashid: string }) {
  const sheet = useRemodeling(hashid);
  if (sheet.isError) {
    return <LoadError error={sheet.error} />;
  }
  if (!sheet.data) return <PageLoader />;
  const paid = sheet.data.invoices.filter((quote) => quote.paid_at !== null);
  if (paid.length === 0)
    return <Typography>Esta hoja aún no tiene cotizaciones pagadas.</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      {paid.map((quote) => (
        <Box key={quote.id} component="section">
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
            {quote.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Pagada el {formatDate(quote.paid_at ?? quote.created_at)} · {formatCop(quote.to_pay)}
          </Typography>
          <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none', display: 'grid', gap: 1.5 }}>
            {quote.lines.map((line) => (
              <Box component="li" key={line.product_id}>
                <Typography sx={{ fontWeight: 600 }}>{line.name}</Typography>
                <InfoList
                  items={[
                    { label: 'Proveedor', value: line.supplier.company_name },
                    ...(line.m2 === null ? [] : [{ label: 'Área', value: formatArea(line.m2) }]),
                    { label: 'Unidades', value: line.units },
                    { label: 'Instalación', value: formatCop(line.installation_price) },
                  ]}
                />
              </Box>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

export function LshPurchaseDetailButton({ hashid }: { hashid: string }) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  return (
    <>
      <Button
        size="small"
        variant="text"
        startIcon={<ReceiptLongOutlinedIcon />}
        onClick={() => setOpen(true)}
        aria-label={`Detalle de compra de #${hashid}`}
        sx={{ whiteSpace: 'nowrap' }}
      >
        Detalle de compra
      </Button>
      <ResponsiveDialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        maxWidth="sm"
      >
        <DialogTitle id={titleId}>Detalle de compra · #{hashid}</DialogTitle>
        <DialogContent dividers>{open ? <PaidQuotes hashid={hashid} /> : null}</DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cerrar</Button>
        </DialogActions>
      </ResponsiveDialog>
    </>
  );
}
