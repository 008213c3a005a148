import { useState } from 'react';
import { useParams } from 'react-router';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { REMODELING_STATUS_LABELS } from '@hogarte/shared/remodelings';
import { REMODELING_STEP_NAMES } from '@hogarte/shared/process-steps';
import { PageLoader } from '../../../components/page-loader';
import { useDocumentTitle } from '../../../components/page-title';
import { isApiError } from '../../../lib/http';
import { useApproveQuote } from '../api/approve-quote';
import { useEditStep } from '../api/edit-step';
import { useRemodeling } from '../api/get-remodeling';
import { SheetDesigns } from '../components/sheet-designs';
import { SheetDocuments } from '../components/sheet-documents';
import { SheetFinishActions, SheetRatingDialog, awaitsRating } from '../components/sheet-finish';
import { SheetHeader } from '../components/sheet-header';
import { SheetHelp } from '../components/sheet-help';
import { SheetInstallers } from '../components/sheet-installers';
import { SheetNotFound } from '../components/sheet-not-found';
import { SheetQuotes } from '../components/sheet-quotes';
import { SheetColumns } from '../components/sheet-section';
import { SheetSteps } from '../components/sheet-steps';
import { LoadError } from '../../../components/load-error';

/**
 * /compra/{hashid}, the process sheet (spec part 2 §2.1, §4, §6): one page for the remodelling's
 * client, designer, lsh operator, quoted suppliers and admins, each shown its own actions by the
 * `viewer` the API names. Anyone else is told it was not found.
 */
export function ProcessSheetPage({ title }: { title: string }) {
  const { hashid = '' } = useParams();
  const sheet = useRemodeling(hashid);
  const [ratingOpen, setRatingOpen] = useState(false);
  const editStep = useEditStep();
  const approveQuote = useApproveQuote(hashid);
  useDocumentTitle(sheet.data ? `${title} #${sheet.data.hashid}` : title);

  if (sheet.isError) {
    if (isApiError(sheet.error) && sheet.error.statusCode === 404)
      return <SheetNotFound kind="remodeling" />;
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <LoadError error={sheet.error} />
      </Container>
    );
  }
  if (!sheet.data) return <PageLoader />;

  const data = sheet.data;
  const schedules =
    data.status === 'active' && (data.viewer === 'designer' || data.viewer === 'admin');

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 }, display: 'grid', gap: 2.5 }}>
      <SheetHeader
        sheet={data}
        title={title}
        state={{
          label: REMODELING_STATUS_LABELS[data.status],
          color: data.status === 'active' ? 'primary' : 'success',
        }}
        details={
          <Typography variant="body2" color="text.secondary">
            {data.space.quantity === 1 ? '1 espacio' : `${data.space.quantity} espacios`}
          </Typography>
        }
        actions={
          <SheetFinishActions
            sheet={data}
            onFinished={() => setRatingOpen(data.viewer === 'client')}
            onRate={() => setRatingOpen(true)}
          />
        }
      />
      <SheetSteps
        label="Pasos de la remodelación"
        steps={data.steps}
        order={REMODELING_STEP_NAMES}
        editor={schedules ? editStep : undefined}
      />
      <SheetColumns
        main={
          <>
            <SheetDesigns sheet={data} />
            <SheetQuotes
              sheet={data}
              kind="remodeling"
              open={data.status === 'active'}
              approve={approveQuote}
            />
          </>
        }
        aside={
          <>
            <SheetInstallers sheet={data} />
            <SheetDocuments sheet={data} />
          </>
        }
      />
      <SheetHelp />
      {awaitsRating(data) ? (
        <SheetRatingDialog sheet={data} open={ratingOpen} onClose={() => setRatingOpen(false)} />
      ) : null}
    </Container>
  );
}
