import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import StarOutlineIcon from '@mui/icons-material/StarOutline';
import type { Remodeling } from '@hogarte/shared/contracts/remodelings';
import { MESSAGES } from '@hogarte/shared/messages';
import { mayReceiveWork, type StepState } from '@hogarte/shared/process-steps';
import { RatingDialog } from '../../../components/rating-dialog';
import { ReceiveWorkButton } from '../../../components/receive-work-button';
import { useFinishRemodeling } from '../api/finish-remodeling';
import {
  downloadSheetEquivalentDocument,
  useSheetEquivalentDocument,
} from '../api/get-equivalent-document';
import { useRateRemodeling } from '../api/rate-remodeling';

function stepStates(sheet: Remodeling): StepState[] {
  return sheet.steps.map((step) => ({
    name: step.name,
    statusId: step.step_status_id,
    date: step.date,
  }));
}

/** Whether the sheet's client still owes its rating (once, after finishing). */
export function awaitsRating(sheet: Remodeling): boolean {
  return sheet.viewer === 'client' && sheet.status === 'finished' && sheet.designer_rating === null;
}

interface SheetFinishActionsProps {
  sheet: Remodeling;
  /** Called once the client finished, so the rating opens. */
  onFinished: () => void;
  onRate: () => void;
}

/**
 * The header's finishing actions (part 2 §4 Finishing): while active, the client's and the
 * admin's 'Recibido a satisfacción', off while the installation is in progress; once finished,
 * the equivalent document for the client, the designer and admins, and the client's rating
 * until it is given.
 */
export function SheetFinishActions({ sheet, onFinished, onRate }: SheetFinishActionsProps) {
  const finish = useFinishRemodeling(sheet.hashid);
  const document = useSheetEquivalentDocument(sheet.hashid);
  const receiver = sheet.viewer === 'client' || sheet.viewer === 'admin';

  if (sheet.status === 'active') {
    if (!receiver) return null;
    const mayReceive = mayReceiveWork(stepStates(sheet));
    return (
      <Box sx={{ display: 'grid', justifyItems: 'end', gap: 0.5 }}>
        <ReceiveWorkButton
          label={MESSAGES.remodelingReceived}
          disabled={!mayReceive}
          finish={() => finish.mutateAsync()}
          download={() => downloadSheetEquivalentDocument(sheet.hashid)}
          onFinished={onFinished}
        >
          La remodelación quedará terminada, con todos sus pasos, y se generará el documento
          equivalente de las cotizaciones pagadas.
        </ReceiveWorkButton>
        {mayReceive ? null : (
          <Typography variant="caption" color="text.secondary" sx={{ maxWidth: 280 }}>
            {MESSAGES.remodelingInstallationInProgress}
          </Typography>
        )}
      </Box>
    );
  }
  return (
    <>
      {sheet.viewer !== 'lsh' && sheet.viewer !== 'supplier' ? (
        <Button
          size="small"
          variant="outlined"
          startIcon={<DescriptionOutlinedIcon />}
          disabled={document.isPending}
          onClick={() => document.mutate()}
          sx={{ whiteSpace: 'nowrap' }}
        >
          Documento equivalente
        </Button>
      ) : null}
      {awaitsRating(sheet) ? (
        <Button
          size="small"
          variant="contained"
          startIcon={<StarOutlineIcon />}
          onClick={onRate}
          sx={{ whiteSpace: 'nowrap' }}
        >
          Calificar remodelación
        </Button>
      ) : null}
    </>
  );
}

interface SheetRatingDialogProps {
  sheet: Remodeling;
  open: boolean;
  onClose: () => void;
}

/** The client's rating of the designer and the installers (part 2 §4 Finishing, §5 Rating). */
export function SheetRatingDialog({ sheet, open, onClose }: SheetRatingDialogProps) {
  const rate = useRateRemodeling(sheet.hashid);
  const designer = `${sheet.designer.first_name} ${sheet.designer.last_name}`.trim();
  return (
    <RatingDialog
      open={open}
      onClose={onClose}
      title="Califica tu remodelación"
      fields={[
        { key: 'designer_rating', label: `¿Cómo calificas a ${designer}?` },
        { key: 'installers_rating', label: '¿Cómo calificas a los instaladores?' },
      ]}
      confirmation="Confirmo que recibí la obra y quiero enviar esta calificación"
      pending={rate.isPending}
      onSubmit={(ratings, comments) =>
        rate.mutate(
          {
            designer_rating: ratings.designer_rating,
            installers_rating: ratings.installers_rating,
            comments,
          },
          { onSuccess: onClose },
        )
      }
    />
  );
}
