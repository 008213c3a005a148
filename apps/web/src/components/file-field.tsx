/**
 * One file chosen from the device (a RUT, a profile photo, an attachment). The file is checked in
 * the browser with the shared upload rules before the form keeps it, so a wrong type or a file
 * over 15 MB is refused at once with the spec's message; the server checks it again.
 */
import { useId, useState, type ChangeEvent } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { ACCEPT_ATTRIBUTE, checkFile, shortenFileName } from '@hogarte/shared/files';
import type { FileKind } from '@hogarte/shared/lookups';
import { useObjectUrl } from '../lib/use-object-url';

interface FileFieldProps {
  /** The field's visible label, also the file input's accessible name. */
  label: string;
  kind: FileKind;
  file: File | null;
  onChange: (file: File | null) => void;
  /** A problem found by the form (required, server). */
  error?: string | undefined;
  helperText?: string | undefined;
  /** Shows the chosen image as a round preview (profile photos). */
  preview?: boolean;
  /** The stored image the preview shows until another is chosen (an edit page). */
  currentImage?: string | null | undefined;
  /** Replaces the shared check when a screen words a rule its own way. */
  validate?: (file: File) => string | null;
  onBlur?: () => void;
  inputRef?: React.Ref<HTMLInputElement>;
}

export function FileField({
  label,
  kind,
  file,
  onChange,
  error,
  helperText,
  preview = false,
  currentImage = null,
  validate,
  onBlur,
  inputRef,
}: FileFieldProps) {
  const helperId = useId();
  const [rejection, setRejection] = useState<string | null>(null);
  const previewUrl = useObjectUrl(preview ? file : null);
  const message = rejection ?? error;

  const onSelect = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    // Clearing the input lets the same file be chosen again after a removal.
    event.target.value = '';
    if (!chosen) return;
    const problem = validate ? validate(chosen) : checkFile(chosen, kind);
    setRejection(problem);
    if (!problem) onChange(chosen);
  };

  return (
    <FormControl error={Boolean(message)} fullWidth>
      <FormLabel sx={{ mb: 1 }}>{label}</FormLabel>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
        {preview ? (
          <Avatar
            src={previewUrl ?? currentImage ?? undefined}
            alt=""
            sx={{ width: 64, height: 64 }}
          />
        ) : null}
        <Button component="label" variant="outlined" startIcon={<UploadFileIcon />}>
          {file ? 'Cambiar archivo' : 'Seleccionar archivo'}
          <input
            ref={inputRef}
            type="file"
            hidden
            accept={ACCEPT_ATTRIBUTE[kind]}
            aria-label={label}
            aria-describedby={helperId}
            aria-invalid={Boolean(message)}
            onChange={onSelect}
            onBlur={onBlur}
          />
        </Button>
        {file ? (
          <Box sx={{ display: 'flex', alignItems: 'center', minWidth: 0 }}>
            <Typography variant="body2" noWrap title={file.name}>
              {shortenFileName(file.name)}
            </Typography>
            <IconButton
              size="small"
              aria-label={`Quitar ${label}`}
              onClick={() => {
                setRejection(null);
                onChange(null);
              }}
            >
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        ) : null}
      </Box>
      <FormHelperText id={helperId}>{message ?? helperText ?? ' '}</FormHelperText>
    </FormControl>
  );
}
