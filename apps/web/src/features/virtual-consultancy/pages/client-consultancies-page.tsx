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
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { MESSAGES } from '@hogarte/shared/messages';
import { PaymentLookupState } from '../../../components/payment-lookup-state';
import { CardGrid } from '../../../components/card-grid';
import { CountTabs } from '../../../components/count-tabs';
import { PageTitle } from '../../../components/page-title';
import { serverMessage } from '../../../lib/form-errors';
import { useClientVirtualConsultancies } from '../api/get-client-consultancies';
import { useVirtualPaymentResult } from '../api/get-virtual-payment-result';
import { VIRTUAL_CONSULTANCIES_KEY } from '../api/virtual-keys';
import { VirtualConsultancyCard } from '../components/virtual-consultancy-card';
import {
  virtualListPath,
  virtualCheckoutPath,
  virtualRoomPath,
} from '../../../lib/consultancy-paths';
import { VirtualPaymentResultDialog } from '../components/virtual-payment-result-dialog';

type ClientTab = 'pending' | 'paid';

/** The tab a page opens on, handed over by the payment's modal (an approved payment: Pagadas). */
interface ListState {
  tab?: ClientTab;
}

/**
 * /cliente/asesorias (also inside a store) 'Asesorías' (part 2 §2.3): the client's virtual
 * consultancies, unpaid under Pendientes with their Pagar, paid under Pagadas. Wompi's return
 * (/cliente/asesorias/wompi?id=) shows the payment's result over the list, then goes back to it.
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
      <CountTabs
        label="Filtrar asesorías virtuales"
        value={tab}
        onChange={setTab}
        tabs={[
          { value: 'pending', label: 'Pendientes', count: pending?.length },
          { value: 'paid', label: 'Pagadas', count: paid?.length },
        ]}
      />
      {consultancies.isError ? (
        <Alert severity="error">{serverMessage(consultancies.error, MESSAGES.unexpected)}</Alert>
      ) : null}
      {shown ? (
        <CardGrid
          count={shown.length}
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
      {status && status !== 'PENDING' ? (
        <VirtualPaymentResultDialog status={status} onClose={closeResult} />
      ) : null}
    </>
  );
}
