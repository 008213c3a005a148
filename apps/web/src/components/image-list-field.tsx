/**
 * A form's list of images (a portfolio, a product's ambient photos): the ones already stored and
 * kept, the new ones chosen on this device, each checked as it is chosen (type and 15 MB) and
 * removable. Choosing more than fit keeps the first ones and says the screen's own message.
 */
import { useId, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { ACCEPT_ATTRIBUTE, checkFile, shortenFileName } from '@hogarte/shared/files';
import { FILE_KIND } from '@hogarte/shared/lookups';
import { useObjectUrl } from '../lib/use-object-url';
import { RemovableThumbnail } from './removable-thumbnail';

export interface StoredImage {
  id: number;
  url: string;
}

interface ThumbnailSize {
  width: number;
  height: number;
}

function NewImage({
  file,
  size,
  onRemove,
}: {
  file: File;
  size: ThumbnailSize;
  onRemove: () => void;
}) {
  const url = useObjectUrl(file);
  const name = shortenFileName(file.name);
  return (
    <RemovableThumbnail
      {...size}
      url={url}
      alt={name}
      caption={name}
      title={file.name}
      removeLabel={`Quitar ${name}`}
      onRemove={onRemove}
    />
  );
}

interface ImageListFieldProps {
  /** The field's label, also the file input's accessible name. */
  label: string;
  /** The accessible name of the list of images shown. */
  listLabel: string;
  /** New images chosen on this device. */
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** Images already stored and being kept (an edit page). */
  stored?: readonly StoredImage[];
  onRemoveStored?: (id: number) => void;
  /** A stored image's accessible name by its position, e.g. "Imagen de ambientación 1". */
  storedName?: (index: number) => string;
  max: number;
  /** Said when more images are chosen than fit. */
  tooManyMessage: string;
  helperText: string;
  /** A problem found by the form (none chosen, too many) or by the server. */
  error?: string | undefined;
  /** Replaces the shared check of one file when a screen words a rule its own way. */
  validate?: (file: File) => string | null;
  thumbnail: ThumbnailSize;
}

export function ImageListField({
  label,
  listLabel,
  files,
  onChange,
  stored = [],
  onRemoveStored,
  storedName = (index) => `Imagen ${index + 1}`,
  max,
  tooManyMessage,
  helperText,
  error,
  validate = (file) => checkFile(file, FILE_KIND.image),
  thumbnail,
}: ImageListFieldProps) {
  const helperId = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const count = stored.length + files.length;

  const onSelect = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // Cleared so choosing the same file again still fires a change.
    event.target.value = '';
    if (chosen.length === 0) return;
    const found: string[] = [];
    const accepted: File[] = [];
    for (const file of chosen) {
      const problem = validate(file);
      if (problem) found.push(problem);
      else accepted.push(file);
    }
    const room = Math.max(max - count, 0);
    if (accepted.length > room) found.push(tooManyMessage);
    // Two files too big say the same thing once.
    setProblems([...new Set(found)]);
    const added = accepted.slice(0, room);
    if (added.length > 0) onChange([...files, ...added]);
  };

  const messages = problems.length > 0 ? problems : error ? [error] : [];

  return (
    <FormControl error={messages.length > 0} fullWidth>
      <FormLabel sx={{ mb: 1 }}>{label}</FormLabel>
      {count > 0 ? (
        <Box
          component="ul"
          aria-label={listLabel}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, p: 0, m: 0, mb: 1.5 }}
        >
          {stored.map((image, index) => {
            const name = storedName(index);
            return (
              <RemovableThumbnail
                key={image.id}
                {...thumbnail}
                url={image.url}
                alt={name}
                caption={`Imagen ${index + 1}`}
                removeLabel={`Quitar ${name.charAt(0).toLowerCase()}${name.slice(1)}`}
                onRemove={() => {
                  setProblems([]);
                  onRemoveStored?.(image.id);
                }}
              />
            );
          })}
          {files.map((file, index) => (
            <NewImage
              key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
              file={file}
              size={thumbnail}
              onRemove={() => {
                setProblems([]);
                onChange(files.filter((_file, position) => position !== index));
              }}
            />
          ))}
        </Box>
      ) : null}
      <Box>
        <Button component="label" variant="outlined" startIcon={<AddPhotoAlternateOutlinedIcon />}>
          Añadir imágenes ({count}/{max})
          <input
            type="file"
            hidden
            multiple
            accept={ACCEPT_ATTRIBUTE[FILE_KIND.image]}
            aria-label={label}
            aria-describedby={helperId}
            aria-invalid={messages.length > 0}
            onChange={onSelect}
          />
        </Button>
      </Box>
      <FormHelperText id={helperId} component="div">
        {messages.length > 0
          ? messages.map((message) => <div key={message}>{message}</div>)
          : helperText}
      </FormHelperText>
    </FormControl>
  );
}
