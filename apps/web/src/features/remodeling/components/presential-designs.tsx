import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import type { PresentialConsultancy } from '@hogarte/shared/contracts/presential';
import { FILE_KIND } from '@hogarte/shared/lookups';
import { formatCop } from '@hogarte/shared/money';
import { UploadButton } from '../../../components/upload-button';
import { useUploadPresentialDesign } from '../api/upload-presential-design';
import { SheetFileList } from './sheet-file-list';
import { SheetSection } from './sheet-section';
import { formatDate } from '../../../lib/format';

/**
 * The consultancy's designs (part 2 §4 Designs and quotes): its designer uploads images or PDFs
 * ('Cargar diseño'), which moves the design step; everyone opens them through their signed links.
 */
export function PresentialDesigns({ consultancy }: { consultancy: PresentialConsultancy }) {
  const upload = useUploadPresentialDesign(consultancy.hashid);
  const designer = consultancy.viewer === 'designer';
  return (
    <SheetSection
      title="Diseños"
      actions={
        designer ? (
          <UploadButton
            variant="outlined"
            kind={FILE_KIND.imageOrPdf}
            label="Cargar diseño"
            text="Cargar diseño"
            pending={upload.isPending}
            onFile={(file) => upload.mutate(file)}
          />
        ) : null
      }
    >
      <SheetFileList
        files={consultancy.designs}
        emptyText={
          designer ? 'Aún no has cargado diseños.' : 'Tu diseñador(a) aún no ha cargado diseños.'
        }
      />
    </SheetSection>
  );
}

/** What the deposit left by the designs payment is now (part 2 §9, decision 030). */
function DepositNote({ consultancy }: { consultancy: PresentialConsultancy }) {
  const { deposit } = consultancy;
  const amount = formatCop(deposit.amount);
  const client = consultancy.viewer === 'client';
  if (deposit.applied_at !== null) {
    return (
      <Typography variant="body2" color="text.secondary">
        El abono de {amount} se usó en {client ? 'tu pago' : 'el pago del cliente'} del{' '}
        {formatDate(deposit.applied_at)}.
      </Typography>
    );
  }
  if (!deposit.available) return null;
  return (
    <Typography variant="body2">
      {client ? 'Tienes' : 'El cliente tiene'} un abono de {amount} para compras mayores a{' '}
      {formatCop(deposit.threshold)}
    </Typography>
  );
}

/**
 * 'Pago de diseños' (part 2 §2.2, §9): once the consultancy is approved the client pays the fixed
 * designs price through /checkout/diseño/{hashid}; once paid, the day it was and the deposit it
 * left for a later payment of quotes. The designer sees where the payment stands.
 */
export function PresentialDesignsPayment({ consultancy }: { consultancy: PresentialConsultancy }) {
  const client = consultancy.viewer === 'client';
  const price = formatCop(consultancy.designs_price);
  return (
    <SheetSection title="Pago de diseños">
      {consultancy.designs_paid_at === null ? (
        <Box sx={{ display: 'grid', gap: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            {client
              ? 'Paga los diseños de tu asesoría. Este pago queda como abono para tus compras de productos.'
              : 'El cliente aún no ha pagado los diseños.'}
          </Typography>
          <Typography variant="h5" component="p" aria-label="Valor de los diseños">
            {price}
          </Typography>
          {client ? (
            <Button
              variant="contained"
              component={RouterLink}
              to={`/checkout/diseño/${encodeURIComponent(consultancy.hashid)}`}
              startIcon={<PaymentsOutlinedIcon />}
              sx={{ justifySelf: 'start' }}
            >
              Pagar diseños
            </Button>
          ) : null}
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>
            Diseños pagados el {formatDate(consultancy.designs_paid_at)}
          </Typography>
          <DepositNote consultancy={consultancy} />
        </Box>
      )}
    </SheetSection>
  );
}
