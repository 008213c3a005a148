import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PresentialConsultancy } from '@hogarte/shared/contracts/presential';
import { MONEY } from '@hogarte/shared/limits';
import { MESSAGES } from '@hogarte/shared/messages';
import { formatCop } from '@hogarte/shared/money';
import { BackLink } from '../../../components/back-link';
import {
  CheckoutButton,
  CheckoutDesigner,
  CheckoutTotal,
} from '../../../components/checkout-summary';
import { InfoList } from '../../../components/info-list';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { rowPersonName } from '../../../components/sheet-row-columns';
import { reloadAt } from '../../../lib/full-reload';
import { presentialPath } from '../../../lib/sheet-path';
import { showServerError } from '../../../lib/toast';
import { usePresential } from '../api/get-presential';
import { usePayPresentialDesigns } from '../api/pay-presential-designs';
import { LoadError } from '../../../components/load-error';

/** What the designs payment covers (part 2 §9; decision 030: it is also the deposit). */
const COVERS = [
  'El trabajo de diseño de tu asesoría presencial: tu diseñador(a) prepara los diseños de tus espacios a partir de la visita.',
  `Se abona a tus cotizaciones: si pagas productos por más de ${formatCop(MONEY.presentialDepositThreshold)}, descontamos ${formatCop(MONEY.presentialDeposit)} de ese pago, una sola vez.`,
];

/** Why the consultancy cannot be paid now, if so: paid already, or not approved by the designer. */
function PaymentNotice({ consultancy }: { consultancy: PresentialConsultancy }) {
  if (consultancy.designs_paid_at) {
    return <Alert severity="success">{MESSAGES.presentialDesignsAlreadyPaid}</Alert>;
  }
  if (consultancy.is_approved === false) {
    return (
      <Alert severity="info">
        Tu diseñador(a) no puede atender esta asesoría presencial, así que no hay diseños por pagar.
      </Alert>
    );
  }
  return <Alert severity="info">{MESSAGES.presentialNotApproved}</Alert>;
}

/**
 * /checkout/diseño/{hashid} and /checkout/diseno/{hashid} 'Pago de diseños' (part 2 §2.2, §9;
 * decision 030): the consultancy, the fixed designs payment (450.000) and what it covers, and
 * 'Pagar', which leaves for Wompi's checkout. Paid already or not approved yet, it says so. It
 * closes back to the consultancy.
 */
export function PresentialDesignsCheckoutPage({ title }: { title: string }) {
  const { hashid = '' } = useParams();
  const consultancy = usePresential(hashid);
  const pay = usePayPresentialDesigns(hashid);
  const data = consultancy.data;
  const purchase = presentialPath(hashid, 'client');

  function startPayment() {
    pay.mutate(undefined, {
      onSuccess: (payment) => reloadAt(payment.checkout_url),
      onError: showServerError,
    });
  }

  let body;
  if (consultancy.isError) {
    body = <LoadError error={consultancy.error} />;
  } else if (!data) {
    body = <PageLoader />;
  } else {
    const payable = data.is_approved === true && !data.designs_paid_at;
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 600 }}>
        <Typography variant="h6" component="h2">
          Asesoría presencial #{data.hashid}
        </Typography>
        <CheckoutDesigner designer={data.designer} name={rowPersonName(data.designer)} />
        <InfoList items={[{ label: 'Dirección', value: `${data.address}, ${data.city}` }]} />
        <Typography variant="subtitle1" component="h3" sx={{ mt: 2.5, fontWeight: 600 }}>
          Qué incluye
        </Typography>
        <Box component="ul" sx={{ mt: 0.5, mb: 0, pl: 2.5 }}>
          {COVERS.map((line) => (
            <Typography component="li" key={line} variant="body2" sx={{ mb: 0.5 }}>
              {line}
            </Typography>
          ))}
        </Box>
        <Divider sx={{ my: 2 }} />
        <CheckoutTotal amount={data.designs_price} />
        {payable ? (
          <CheckoutButton
            onClick={startPayment}
            // Stays off after success too: the page is leaving for Wompi.
            disabled={pay.isPending || pay.isSuccess}
          >
            Pagar
          </CheckoutButton>
        ) : (
          <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
            <PaymentNotice consultancy={data} />
            <Box>
              <Button component={RouterLink} to={purchase} variant="contained">
                Ir a mi asesoría presencial
              </Button>
            </Box>
          </Box>
        )}
      </Paper>
    );
  }

  // A store route: the page brings its own container, as the other checkouts do.
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <BackLink to={purchase}>Volver a la asesoría presencial</BackLink>
      <PageTitle title={title} />
      {body}
    </Container>
  );
}
