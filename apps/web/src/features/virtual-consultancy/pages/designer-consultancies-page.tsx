import { ROLE } from '@hogarte/shared/roles';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import type { VirtualConsultancy } from '@hogarte/shared/contracts/virtual-consultancies';
import type { VirtualStatus } from '@hogarte/shared/virtual-consultancies';
import { MESSAGES } from '@hogarte/shared/messages';
import { CardGrid } from '../../../components/card-grid';
import { CountTabs } from '../../../components/count-tabs';
import { PageTitle } from '../../../components/page-title';
import { showServerError, showToast } from '../../../lib/toast';
import { useApproveVirtualConsultancy } from '../api/approve-virtual-consultancy';
import { useDesignerVirtualConsultancies } from '../api/get-designer-consultancies';
import { VirtualConsultancyCard } from '../components/virtual-consultancy-card';
import { virtualRoomPath } from '../../../lib/consultancy-paths';
import { LoadError } from '../../../components/load-error';

type DesignerTab = Exclude<VirtualStatus, 'unpaid'>;

const TABS: readonly { value: DesignerTab; label: string; empty: string }[] = [
  { value: 'waiting', label: 'Por aprobar', empty: MESSAGES.virtualEmptyPending },
  { value: 'active', label: 'Aprobadas', empty: MESSAGES.virtualEmptyApproved },
  { value: 'finished', label: 'Terminadas', empty: MESSAGES.virtualEmptyFinished },
];

/** 'Aprobar' on a waiting card: the chat's users, its room and the approval, then the room. */
function ApproveButton({ consultancy }: { consultancy: VirtualConsultancy }) {
  const approve = useApproveVirtualConsultancy();
  const navigate = useNavigate();
  return (
    <Button
      variant="contained"
      fullWidth
      disabled={approve.isPending || approve.isSuccess}
      aria-label={`Aprobar asesoría #${consultancy.hashid}`}
      onClick={() =>
        approve.mutate(consultancy, {
          onSuccess: (answer) => {
            showToast(answer.message, 'success');
            void navigate(virtualRoomPath(consultancy.hashid, ROLE.designer));
          },
          onError: showServerError,
        })
      }
    >
      Aprobar
    </Button>
  );
}

/**
 * /disenador/mis-asesorias-virtuales 'Mis asesorías virtuales' (part 2 §2.3): the designer's paid
 * consultancies by state, Por aprobar, Aprobadas and Terminadas, each tab with its count.
 */
export function DesignerVirtualConsultanciesPage({ title }: { title: string }) {
  const [tab, setTab] = useState<DesignerTab>('waiting');
  const consultancies = useDesignerVirtualConsultancies();
  const all = consultancies.data;
  const countOf = (status: DesignerTab) =>
    all?.filter((consultancy) => consultancy.status === status).length;
  const shown = all?.filter((consultancy) => consultancy.status === tab);
  const emptyText = TABS.find((item) => item.value === tab)?.empty ?? '';

  return (
    <>
      <PageTitle title={title} />
      <CountTabs
        label="Filtrar asesorías virtuales por estado"
        value={tab}
        onChange={setTab}
        tabs={TABS.map((item) => ({
          value: item.value,
          label: item.label,
          count: countOf(item.value),
        }))}
      />
      {consultancies.isError ? <LoadError error={consultancies.error} /> : null}
      {shown ? (
        <CardGrid count={shown.length} emptyText={emptyText}>
          {shown.map((consultancy) => (
            <li key={consultancy.hashid}>
              <VirtualConsultancyCard
                consultancy={consultancy}
                counterpart="client"
                action={
                  consultancy.status === 'waiting' ? (
                    <ApproveButton consultancy={consultancy} />
                  ) : (
                    <Button
                      component={RouterLink}
                      to={virtualRoomPath(consultancy.hashid, ROLE.designer)}
                      variant="outlined"
                      fullWidth
                      aria-label={`Ver asesoría #${consultancy.hashid}`}
                    >
                      Ver asesoría
                    </Button>
                  )
                }
              />
            </li>
          ))}
        </CardGrid>
      ) : null}
    </>
  );
}
