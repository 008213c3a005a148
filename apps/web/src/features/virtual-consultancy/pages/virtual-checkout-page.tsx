import { ROLE } from '@hogarte/shared/roles';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@hogarte/shared/messages';
import { formatCop } from '@hogarte/shared/money';
import {
  CheckoutButton,
  CheckoutDesigner,
  CheckoutTotal,
} from '../../../components/checkout-summary';
import { InfoList } from '../../../components/info-list';
import { PageLoader } from '../../../components/page-loader';
import { PageTitle } from '../../../components/page-title';
import { reloadAt } from '../../../lib/full-reload';
import { showServerError } from '../../../lib/toast';
import { useVirtualConsultancy } from '../api/get-virtual-consultancy';
import { usePayVirtualConsultancy } from '../api/pay-virtual-consultancy';
import { personName } from '../components/person-name';
import { virtualListPath, virtualRoomPath } from '../../../lib/consultancy-paths';
import { LoadError } from '../../../components/load-error';

/**
 * /cliente/compra/asesoria-virtual/checkout/{hashid} (part 2 §2.3): what the client is about to
 * pay, and 'Pagar', which leaves for Wompi's checkout for the total the server stored.
 */
export function VirtualCheckoutPage({ title }: { title: string }) {
  const { hashid = '' } = useParams();
  const consultancy = useVirtualConsultancy(hashid);
  const pay = usePayVirtualConsultancy(hashid);
  const data = consultancy.data;

  function startPayment() {
    pay.mutate(undefined, {
      onSuccess: (checkout) => reloadAt(checkout.checkoutUrl),
      onError: showServerError,
    });
  }

  let body;
  if (consultancy.isError) {
    body = <LoadError error={consultancy.error} />;
  } else if (!data) {
    body = <PageLoader />;
  } else {
    const quantity = data.space.quantity;
    const approved = data.status === 'active' || data.status === 'finished';
    body = (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 560 }}>
        <Typography variant="h6" component="h2">
          Asesoría virtual #{data.hashid}
        </Typography>
        <CheckoutDesigner designer={data.designer} name={personName(data.designer)} />
        <InfoList
          items={[
            { label: 'Espacios', value: quantity },
            // The stored total split evenly: the price the client was quoted per space.
            { label: 'Precio por espacio', value: formatCop(data.to_pay / quantity) },
          ]}
        />
        <Divider sx={{ my: 2 }} />
        <CheckoutTotal amount={data.to_pay} />
        {data.is_paid ? (
          <>
            <Alert severity="success" sx={{ mt: 2 }}>
              {MESSAGES.virtualAlreadyPaid}
            </Alert>
            <Box sx={{ mt: 2, display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
              {approved ? (
                <Button
                  component={RouterLink}
                  to={virtualRoomPath(data.hashid, ROLE.client)}
                  variant="contained"
                >
                  Ir a la asesoría
                </Button>
              ) : null}
              <Button component={RouterLink} to={virtualListPath(ROLE.client)} variant="outlined">
                Ver mis asesorías
              </Button>
            </Box>
          </>
        ) : (
          <CheckoutButton
            onClick={startPayment}
            // Stays off after success too: the page is leaving for Wompi.
            disabled={pay.isPending || pay.isSuccess}
          >
            Pagar
          </CheckoutButton>
        )}
      </Paper>
    );
  }

  return (
    <>
      <PageTitle title={title} />
      {body}
    </>
  );
}
