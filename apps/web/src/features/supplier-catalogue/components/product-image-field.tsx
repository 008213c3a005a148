import { useId, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { ACCEPT_ATTRIBUTE, checkFile, shortenFileName } from '@hogarte/shared/files';
import { FILE_KIND } from '@hogarte/shared/lookups';
import { useObjectUrl } from '../../../lib/use-object-url';

interface ProductImageFieldProps {
  /** The field's visible label, also the file input's accessible name. */
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  /** The image the product has now (edit page), shown until another is chosen. */
  currentUrl?: string | null | undefined;
  error?: string | undefined;
  helperText?: string;
  onBlur?: () => void;
}

/**
 * The product's cover: one JPG or PNG image up to 15 MB, checked when chosen, with a preview of
 * the chosen image (or of the current one).
 */
export function ProductImageField({
  label,
  file,
  onChange,
  currentUrl,
  error,
  helperText = 'Una imagen JPG o PNG de máximo 15MB, idealmente con fondo blanco.',
  onBlur,
}: ProductImageFieldProps) {
  const helperId = useId();
  const [rejection, setRejection] = useState<string | null>(null);
  const previewUrl = useObjectUrl(file);
  const shown = previewUrl ?? currentUrl ?? null;
  const message = rejection ?? error;

  const onSelect = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    if (!chosen) return;
    const problem = checkFile(chosen, FILE_KIND.image);
    setRejection(problem);
    if (!problem) onChange(chosen);
  };

  return (
    <FormControl error={Boolean(message)} fullWidth>
      <FormLabel sx={{ mb: 1 }}>{label}</FormLabel>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box
          sx={{
            width: 160,
            height: 120,
            borderRadius: 2,
            overflow: 'hidden',
            bgcolor: 'action.hover',
            border: 1,
            borderColor: message ? 'error.main' : 'divider',
            display: 'grid',
            placeItems: 'center',
            flexShrink: 0,
          }}
        >
          {shown ? (
            <Box
              component="img"
              src={shown}
              alt={file ? `Vista previa de ${file.name}` : label}
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          ) : (
            <ImageOutlinedIcon color="disabled" fontSize="large" aria-hidden />
          )}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Button
            component="label"
            variant="outlined"
            startIcon={<AddPhotoAlternateOutlinedIcon />}
          >
            {file || currentUrl ? 'Cambiar imagen' : 'Seleccionar imagen'}
            <input
              type="file"
              hidden
              accept={ACCEPT_ATTRIBUTE[FILE_KIND.image]}
              aria-label={label}
              aria-describedby={helperId}
              aria-invalid={Boolean(message)}
              onChange={onSelect}
              onBlur={onBlur}
            />
          </Button>
          {file ? (
            <Typography
              variant="body2"
              color="text.secondary"
              noWrap
              title={file.name}
              sx={{ mt: 1, maxWidth: 220 }}
            >
              {shortenFileName(file.name)}
            </Typography>
          ) : null}
        </Box>
      </Box>
      <FormHelperText id={helperId}>{message ?? helperText}</FormHelperText>
    </FormControl>
  );
}
