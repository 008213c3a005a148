import { useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PresentialConsultancy } from '@hogarte/shared/contracts/presential';
import { MESSAGES } from '@hogarte/shared/messages';
import { PRESENTIAL_STEP_NAMES } from '@hogarte/shared/process-steps';
import { InfoList } from '../../../components/info-list';
import { PageLoader } from '../../../components/page-loader';
import { useDocumentTitle } from '../../../components/page-title';
import { isApiError } from '../../../lib/http';
import { useApprovePresentialQuote } from '../api/approve-presential-quote';
import { useEditPresentialStep } from '../api/edit-presential-step';
import { usePresential } from '../api/get-presential';
import { PresentialDecisionButtons } from '../components/presential-decision';
import { preferredDays } from '../components/presential-detail-dialog';
import { PresentialDesigns, PresentialDesignsPayment } from '../components/presential-designs';
import { SheetHeader } from '../components/sheet-header';
import { SheetNotFound } from '../components/sheet-not-found';
import { SheetQuotes } from '../components/sheet-quotes';
import { SheetColumns, SheetSection } from '../components/sheet-section';
import { SheetSteps } from '../components/sheet-steps';
import { formatDate } from '../../../lib/format';
import { LoadError } from '../../../components/load-error';

/** The designer's answer as the header's chip (part 1 §4 Presential request). */
function approvalState(isApproved: boolean | null) {
  if (isApproved === null) return { label: 'Pendiente de aprobación', color: 'warning' } as const;
  return isApproved
    ? ({ label: 'Aprobada', color: 'success' } as const)
    : ({ label: 'Rechazada', color: 'error' } as const);
}

/** How to reach the other side: the client for the designer, the designer for the client. */
function Contact({ consultancy }: { consultancy: PresentialConsultancy }) {
  const { viewer } = consultancy;
  if (viewer !== 'client' && viewer !== 'designer') return null;
  const other = viewer === 'client' ? consultancy.designer : consultancy.client;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      {viewer === 'client' ? 'Contacto de tu diseñador(a): ' : 'Contacto del cliente: '}
      {other.phone ? (
        <>
          <Link href={`tel:${other.phone}`}>{other.phone}</Link>
          {' · '}
        </>
      ) : null}
      <Link href={`mailto:${other.email}`}>{other.email}</Link>
    </Typography>
  );
}

/** Where the consultancy stands while it is not approved, in words for each side. */
function DecisionNotice({ consultancy }: { consultancy: PresentialConsultancy }) {
  const client = consultancy.viewer === 'client';
  if (consultancy.is_approved === null) {
    return (
      <Alert severity="info">
        {client
          ? MESSAGES.presentialNotApproved
          : 'Esta solicitud espera tu respuesta: apruébala o recházala.'}
      </Alert>
    );
  }
  if (consultancy.is_approved) return null;
  return (
    <Alert severity="warning">
      {client
        ? 'Tu diseñador(a) no puede atender esta asesoría. Puedes pedir una asesoría presencial a otro diseñador(a).'
        : 'Rechazaste esta solicitud.'}
    </Alert>
  );
}

/** What the client asked for: where, the preferred days and the notes. */
function RequestSection({ consultancy }: { consultancy: PresentialConsultancy }) {
  return (
    <SheetSection title="Solicitud">
      <InfoList
        items={[
          { label: 'Solicitada el', value: formatDate(consultancy.created_at) },
          { label: 'Dirección', value: consultancy.address },
          { label: 'Ciudad', value: consultancy.city },
          { label: 'Fechas preferidas', value: preferredDays(consultancy) },
          { label: 'Notas', value: consultancy.notes },
          ...(consultancy.decided_at
            ? [{ label: 'Respondida el', value: formatDate(consultancy.decided_at) }]
            : []),
        ]}
      />
    </SheetSection>
  );
}

/**
 * /diseñador/compra/asesoria-presencial/{hashid} and /cliente/compra/asesoria-presencial/{hashid}
 * (part 1 §2 Designer area, §3; part 2 §2.2; decision 030): the presential consultancy for its
 * designer and its client, each shown its own actions by the `viewer` the API names. The designer
 * answers a pending request, schedules the visit, uploads designs and starts quotes; the client
 * pays the designs, approves quotes and pays them. Anyone else is told it was not found.
 */
export function PresentialPage({ title }: { title: string }) {
  const { hashid = '' } = useParams();
  const consultancy = usePresential(hashid);
  const editStep = useEditPresentialStep();
  const approveQuote = useApprovePresentialQuote(hashid);
  useDocumentTitle(consultancy.data ? `${title} #${consultancy.data.hashid}` : title);

  if (consultancy.isError) {
    if (isApiError(consultancy.error) && consultancy.error.statusCode === 404) {
      return <SheetNotFound kind="presential" />;
    }
    return <LoadError error={consultancy.error} />;
  }
  if (!consultancy.data) return <PageLoader />;

  const data = consultancy.data;
  const approved = data.is_approved === true;
  const schedules = approved && data.viewer === 'designer';

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <SheetHeader
        sheet={data}
        title={title}
        state={approvalState(data.is_approved)}
        details={<Contact consultancy={data} />}
        actions={
          data.viewer === 'designer' && data.is_approved === null ? (
            <PresentialDecisionButtons consultancy={data} />
          ) : null
        }
      />
      <DecisionNotice consultancy={data} />
      <SheetSteps
        label="Pasos de la asesoría"
        steps={data.steps}
        order={PRESENTIAL_STEP_NAMES}
        editor={schedules ? editStep : undefined}
      />
      <SheetColumns
        main={
          approved ? (
            <>
              <PresentialDesigns consultancy={data} />
              <SheetQuotes sheet={data} kind="presential" open={approved} approve={approveQuote} />
            </>
          ) : null
        }
        aside={
          <>
            {approved ? <PresentialDesignsPayment consultancy={data} /> : null}
            <RequestSection consultancy={data} />
          </>
        }
      />
    </Box>
  );
}
