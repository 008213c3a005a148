import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import TravelExploreOutlinedIcon from '@mui/icons-material/TravelExploreOutlined';
import type { Remodeling } from '@hogarte/shared/contracts/remodelings';
import { MESSAGES } from '@hogarte/shared/messages';
import { REMODELING_STEP_NAMES } from '@hogarte/shared/process-steps';
import { LANDING_BY_ROLE } from '@hogarte/shared/routes';
import { PageLoader } from '../../../components/page-loader';
import { useDocumentTitle } from '../../../components/page-title';
import { serverMessage } from '../../../lib/form-errors';
import { isApiError } from '../../../lib/http';
import { useSession } from '../../../lib/session';
import { useRemodeling } from '../api/get-remodeling';
import { SheetDesigns } from '../components/sheet-designs';
import { SheetDocuments } from '../components/sheet-documents';
import { SheetFinishActions, SheetRatingDialog, awaitsRating } from '../components/sheet-finish';
import { SheetHeader } from '../components/sheet-header';
import { SheetHelp } from '../components/sheet-help';
import { SheetInstallers } from '../components/sheet-installers';
import { SheetQuotes } from '../components/sheet-quotes';
import { SheetSteps } from '../components/sheet-steps';

/** Someone with no part in the sheet, or a sheet that does not exist: the same answer. */
function SheetNotFound() {
  const session = useSession();
  const home = session ? LANDING_BY_ROLE[session.roleId] : '/';
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <Stack spacing={2.5} sx={{ alignItems: 'center' }}>
        <TravelExploreOutlinedIcon aria-hidden sx={{ fontSize: 64, color: 'primary.light' }} />
        <Typography variant="h4" component="h1">
          {MESSAGES.notFound}
        </Typography>
        <Typography color="text.secondary">
          Esta hoja de proceso no existe o no haces parte de ella. Revisa el enlace o vuelve a tu
          inicio.
        </Typography>
        <Button variant="contained" component={RouterLink} to={home}>
          Volver a mi inicio
        </Button>
      </Stack>
    </Container>
  );
}

/** The steps in the order the remodelling goes through them. */
function orderedSteps(sheet: Remodeling) {
  return [...sheet.steps].sort(
    (left, right) =>
      REMODELING_STEP_NAMES.indexOf(left.name) - REMODELING_STEP_NAMES.indexOf(right.name),
  );
}

/**
 * /compra/{hashid}, the process sheet (spec part 2 §2.1, §4, §6): one page for the remodelling's
 * client, designer, lsh operator, quoted suppliers and admins, each shown its own actions by the
 * `viewer` the API names. Anyone else is told it was not found.
 */
export function ProcessSheetPage({ title }: { title: string }) {
  const { hashid = '' } = useParams();
  const sheet = useRemodeling(hashid);
  const [ratingOpen, setRatingOpen] = useState(false);
  useDocumentTitle(sheet.data ? `${title} #${sheet.data.hashid}` : title);

  if (sheet.isError) {
    if (isApiError(sheet.error) && sheet.error.statusCode === 404) return <SheetNotFound />;
    return (
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Alert severity="error">{serverMessage(sheet.error, MESSAGES.unexpected)}</Alert>
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
        actions={
          <SheetFinishActions
            sheet={data}
            onFinished={() => setRatingOpen(data.viewer === 'client')}
            onRate={() => setRatingOpen(true)}
          />
        }
      />
      <SheetSteps steps={orderedSteps(data)} editable={schedules} />
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          alignItems: 'start',
          // minmax(0, …) lets long names and links wrap instead of widening the page.
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' },
        }}
      >
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <SheetDesigns sheet={data} />
          <SheetQuotes sheet={data} />
        </Box>
        <Box sx={{ display: 'grid', gap: 2.5 }}>
          <SheetInstallers sheet={data} />
          <SheetDocuments sheet={data} />
        </Box>
      </Box>
      <SheetHelp />
      {awaitsRating(data) ? (
        <SheetRatingDialog sheet={data} open={ratingOpen} onClose={() => setRatingOpen(false)} />
      ) : null}
    </Container>
  );
}
