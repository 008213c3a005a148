import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Rating from '@mui/material/Rating';
import TextField from '@mui/material/TextField';
import { LIMITS } from '@hogarte/shared/limits';
import { CountedHelperText } from '../../../components/counted-helper-text';
import { ResponsiveDialog } from '../../../components/responsive-dialog';
import { useRateVirtualConsultancy } from '../api/rate-virtual-consultancy';

function starsLabel(value: number): string {
  return value === 1 ? '1 estrella' : `${value} estrellas`;
}

interface RoomRatingDialogProps {
  hashid: string;
  designerName: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The client's rating of the designer after finishing (spec part 2 §4 Finishing, §5 Rating): five
 * stars unless changed, a comment of up to 500 characters (the hint asks for 40 words), and a
 * confirmation to tick before 'Aceptar'. Saved once; the room stops offering it then.
 */
export function RoomRatingDialog({ hashid, designerName, open, onClose }: RoomRatingDialogProps) {
  const id = useId();
  const rate = useRateVirtualConsultancy(hashid);
  const [rating, setRating] = useState(5);
  const [comment, setComment] = useState('');
  const [confirmed, setConfirmed] = useState(false);

  const submit = () => rate.mutate({ rating, comment: comment.trim() }, { onSuccess: onClose });

  return (
    <ResponsiveDialog
      open={open}
      onClose={rate.isPending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      maxWidth="sm"
    >
      <DialogTitle id={`${id}-title`}>Califica tu asesoría</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2.5, pt: 1 }}>
          <FormControl component="fieldset">
            <FormLabel component="legend" sx={{ mb: 0.5 }}>
              ¿Cómo calificas a {designerName}?
            </FormLabel>
            <Rating
              name={`${id}-rating`}
              value={rating}
              size="large"
              getLabelText={starsLabel}
              // Clicking the chosen star again would clear it: a rating is always 1 to 5.
              onChange={(_event, value) => {
                if (value !== null) setRating(value);
              }}
            />
          </FormControl>
          <TextField
            label="Comentario"
            multiline
            minRows={4}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            helperText={
              <CountedHelperText
                message={`${LIMITS.ratingCommentHintWords} palabras máximo`}
                length={comment.length}
                max={LIMITS.ratingCommentMaxLength}
              />
            }
            slotProps={{ htmlInput: { maxLength: LIMITS.ratingCommentMaxLength } }}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={confirmed}
                onChange={(event) => setConfirmed(event.target.checked)}
              />
            }
            label="Confirmo que recibí la asesoría y quiero enviar esta calificación"
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={rate.isPending}>
          Cancelar
        </Button>
        <Button variant="contained" disabled={!confirmed || rate.isPending} onClick={submit}>
          Aceptar
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
