import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Rating from '@mui/material/Rating';
import { LIMITS } from '@hogarte/shared/limits';
import { CountedHelperText } from './counted-helper-text';
import { ResponsiveDialog } from './responsive-dialog';
import { DialogContent } from './dialog-content';
import { TextField } from './text-field';

/** What a new rating starts at (spec part 2 §4 Finishing: five unless changed). */
const DEFAULT_STARS = 5;

export interface RatingField<Key extends string> {
  key: Key;
  /** The question over the stars ("¿Cómo calificas a Andrés Mejía?"). */
  label: string;
}

interface RatingDialogProps<Key extends string> {
  open: boolean;
  onClose: () => void;
  title: string;
  /** One row of stars each: the designer alone, or the designer and the installers. */
  fields: readonly RatingField<Key>[];
  /** The box ticked before 'Aceptar'. */
  confirmation: string;
  pending: boolean;
  onSubmit: (ratings: Record<Key, number>, comment: string) => void;
}

function startingRatings<Key extends string>(fields: readonly RatingField<Key>[]) {
  return Object.fromEntries(fields.map((field) => [field.key, DEFAULT_STARS])) as Record<
    Key,
    number
  >;
}

/**
 * The client's rating after finishing (spec part 2 §4 Finishing, §5 Rating), for a virtual
 * consultancy and a remodelling alike: five stars per field unless changed, a comment of up to 500
 * characters (the hint asks for 40 words), and a confirmation to tick before 'Aceptar'.
 */
export function RatingDialog<Key extends string>({
  open,
  onClose,
  title,
  fields,
  confirmation,
  pending,
  onSubmit,
}: RatingDialogProps<Key>) {
  const id = useId();
  const [ratings, setRatings] = useState(() => startingRatings(fields));
  const [comment, setComment] = useState('');
  const [confirmed, setConfirmed] = useState(false);

  return (
    <ResponsiveDialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      maxWidth="sm"
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2.5, pt: 1 }}>
          {fields.map((field) => (
            <FormControl component="fieldset" key={field.key}>
              <FormLabel component="legend" sx={{ mb: 0.5 }}>
                {field.label}
              </FormLabel>
              <Rating
                name={`${id}-${field.key}`}
                value={ratings[field.key]}
                size="large"
                // Clicking the chosen star again would clear it: a rating is always 1 to 5.
                onChange={(_event, value) => {
                  if (value !== null) setRatings((current) => ({ ...current, [field.key]: value }));
                }}
              />
            </FormControl>
          ))}
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
            label={confirmation}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={pending}>
          Cancelar
        </Button>
        <Button
          variant="contained"
          disabled={!confirmed || pending}
          onClick={() => onSubmit(ratings, comment.trim())}
        >
          Aceptar
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
