import { ROLE } from '@hogarte/shared/roles';
import { useState } from 'react';
import {
  Link as RouterLink,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '@hogarte/shared/messages';
import { PaymentLookupState } from '../../../components/payment-lookup-state';
import { CardGrid } from '../../../components/card-grid';
import { CountTabs } from '../../../components/count-tabs';
import { PageTitle } from '../../../components/page-title';
import { useClientVirtualConsultancies } from '../api/get-client-consultancies';
import { useClientPresentials } from '../api/get-client-presentials';
import { useVirtualPaymentResult } from '../api/get-virtual-payment-result';
import { VIRTUAL_CONSULTANCIES_KEY } from '../api/virtual-keys';
import { PresentialConsultancyCard } from '../components/presential-consultancy-card';
import { VirtualConsultancyCard } from '../components/virtual-consultancy-card';
import {
  virtualListPath,
  virtualCheckoutPath,
  virtualRoomPath,
} from '../../../lib/consultancy-paths';
import { VirtualPaymentResultDialog } from '../components/virtual-payment-result-dialog';
import { LoadError } from '../../../components/load-error';

type ClientTab = 'pending' | 'paid';

/** The tab a page opens on, handed over by the payment's modal (an approved payment: Pagadas). */
interface ListState {
  tab?: ClientTab;
}

/**
 * The client's presential consultancies (decision 030), each with the designer's answer and the
 * way to its page, where the designs and the quotes are paid.
 */
function PresentialSection() {
  const presentials = useClientPresentials();
  return (
    <Box component="section" aria-labelledby="presential-list-title" sx={{ mt: 5 }}>
      <Typography id="presential-list-title" variant="h5" component="h2" sx={{ mb: 2 }}>
        Asesorías presenciales
      </Typography>
      {presentials.isError ? <LoadError error={presentials.error} /> : null}
      {presentials.data ? (
        <CardGrid
          count={presentials.data.length}
          emptyText={MESSAGES.presentialEmptyClient}
          label="Asesorías presenciales"
        >
          {presentials.data.map((consultancy) => (
            <li key={consultancy.hashid}>
              <PresentialConsultancyCard consultancy={consultancy} />
            </li>
          ))}
        </CardGrid>
      ) : null}
    </Box>
  );
}

/**
 * /cliente/asesorias (also inside a store) 'Asesorías' (part 2 §2.3): the client's virtual
 * consultancies, unpaid under Pendientes with their Pagar, paid under Pagadas, and below them the
 * presential ones. Wompi's return (/cliente/asesorias/wompi?id=) shows the virtual payment's
 * result over the list, then goes back to it.
 */
export function ClientVirtualConsultanciesPage({ title }: { title: string }) {
  const { companyName } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const transactionId = location.pathname.includes('wompi') ? params.get('id') : null;
  const payment = useVirtualPaymentResult(transactionId);
  const [tab, setTab] = useState<ClientTab>((location.state as ListState | null)?.tab ?? 'pending');
  const consultancies = useClientVirtualConsultancies();
  const all = consultancies.data;
  const pending = all?.filter((consultancy) => !consultancy.is_paid);
  const paid = all?.filter((consultancy) => consultancy.is_paid);
  const shown = tab === 'pending' ? pending : paid;
  const status = payment.data?.status;

  function closeResult() {
    void queryClient.invalidateQueries({ queryKey: VIRTUAL_CONSULTANCIES_KEY });
    const listPath = companyName
      ? `/${companyName}${virtualListPath(ROLE.client)}`
      : virtualListPath(ROLE.client);
    const state: ListState = { tab: status === 'APPROVED' ? 'paid' : 'pending' };
    // The list may stay mounted (the same page serves both paths) or start afresh: tell both.
    setTab(state.tab ?? 'pending');
    void navigate(listPath, { replace: true, state });
  }

  return (
    <>
      <PageTitle title={title} />
      <PaymentLookupState
        layout="inline"
        checking={Boolean(transactionId) && payment.isPending}
        status={status}
        error={payment.error}
      />
      {/* Named like the presential section below, so the tabs read as filtering these alone. */}
      <Typography variant="h5" component="h2" sx={{ mb: 1 }}>
        Asesorías virtuales
      </Typography>
      <CountTabs
        label="Filtrar asesorías virtuales"
        value={tab}
        onChange={setTab}
        tabs={[
          { value: 'pending', label: 'Pendientes', count: pending?.length },
          { value: 'paid', label: 'Pagadas', count: paid?.length },
        ]}
      />
      {consultancies.isError ? <LoadError error={consultancies.error} /> : null}
      {shown ? (
        <CardGrid
          count={shown.length}
          label="Asesorías virtuales"
          emptyText={
            tab === 'pending' ? MESSAGES.virtualEmptyClientPending : MESSAGES.virtualEmptyClientPaid
          }
        >
          {shown.map((consultancy) => {
            let action = null;
            if (!consultancy.is_paid) {
              action = (
                <Button
                  component={RouterLink}
                  to={virtualCheckoutPath(consultancy.hashid)}
                  variant="contained"
                  fullWidth
                  aria-label={`Pagar asesoría #${consultancy.hashid}`}
                >
                  Pagar
                </Button>
              );
            } else if (consultancy.status === 'active' || consultancy.status === 'finished') {
              action = (
                <Button
                  component={RouterLink}
                  to={virtualRoomPath(consultancy.hashid, ROLE.client)}
                  variant="outlined"
                  fullWidth
                  aria-label={`Ver asesoría #${consultancy.hashid}`}
                >
                  Ver asesoría
                </Button>
              );
            }
            return (
              <li key={consultancy.hashid}>
                <VirtualConsultancyCard
                  consultancy={consultancy}
                  counterpart="designer"
                  action={action}
                />
              </li>
            );
          })}
        </CardGrid>
      ) : null}
      <PresentialSection />
      {status && status !== 'PENDING' ? (
        <VirtualPaymentResultDialog status={status} onClose={closeResult} />
      ) : null}
    </>
  );
}
