import { useId, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { ACCEPT_ATTRIBUTE, checkFile, shortenFileName } from '@hogarte/shared/files';
import { LIMITS } from '@hogarte/shared/limits';
import { FILE_KIND } from '@hogarte/shared/lookups';
import { MESSAGES } from '@hogarte/shared/messages';
import { RemovableThumbnail } from '../../../components/removable-thumbnail';
import { useObjectUrl } from '../../../lib/use-object-url';

const LABEL = 'Imágenes de ambientación';

/** Every ambient image, stored or new, shows at one size. */
const THUMBNAIL = { width: 120, height: 90 } as const;

function NewImage({ file, onRemove }: { file: File; onRemove: () => void }) {
  const url = useObjectUrl(file);
  const name = shortenFileName(file.name);
  return (
    <RemovableThumbnail
      {...THUMBNAIL}
      url={url}
      alt={name}
      caption={name}
      removeLabel={`Quitar ${name}`}
      onRemove={onRemove}
    />
  );
}

export interface StoredImage {
  id: number;
  url: string;
}

interface AmbientImagesFieldProps {
  /** New images chosen on this device. */
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** Images the product already has (edit page) and is keeping. */
  stored?: readonly StoredImage[];
  onRemoveStored?: (id: number) => void;
  /** A problem found by the form (none, too many) or by the server. */
  error?: string | undefined;
}

/**
 * The ambient photos: one to five JPG or PNG images, each checked as it is chosen. Choosing more
 * than fit keeps the first ones and says 'Por favor, selecciona hasta un máximo de 5 imágenes.
 * ¡Gracias!' (part 2 §5).
 */
export function AmbientImagesField({
  files,
  onChange,
  stored = [],
  onRemoveStored,
  error,
}: AmbientImagesFieldProps) {
  const helperId = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const max = LIMITS.ambientImagesMax;
  const count = stored.length + files.length;

  const onSelect = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (chosen.length === 0) return;
    const found: string[] = [];
    const accepted: File[] = [];
    for (const file of chosen) {
      const problem = checkFile(file, FILE_KIND.image);
      if (problem) found.push(problem);
      else accepted.push(file);
    }
    const room = Math.max(max - count, 0);
    if (accepted.length > room) found.push(MESSAGES.ambientImagesMax);
    setProblems([...new Set(found)]);
    const added = accepted.slice(0, room);
    if (added.length > 0) onChange([...files, ...added]);
  };

  const messages = problems.length > 0 ? problems : error ? [error] : [];

  return (
    <FormControl error={messages.length > 0} fullWidth>
      <FormLabel sx={{ mb: 1 }}>{LABEL}</FormLabel>
      {count > 0 ? (
        <Box
          component="ul"
          aria-label="Ambientes elegidos"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, p: 0, m: 0, mb: 1.5 }}
        >
          {stored.map((image, index) => (
            <RemovableThumbnail
              key={image.id}
              {...THUMBNAIL}
              url={image.url}
              alt={`Imagen de ambientación ${index + 1}`}
              caption={`Imagen ${index + 1}`}
              removeLabel={`Quitar imagen de ambientación ${index + 1}`}
              onRemove={() => {
                setProblems([]);
                onRemoveStored?.(image.id);
              }}
            />
          ))}
          {files.map((file, index) => (
            <NewImage
              key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
              file={file}
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
            aria-label={LABEL}
            aria-describedby={helperId}
            aria-invalid={messages.length > 0}
            onChange={onSelect}
          />
        </Button>
      </Box>
      <FormHelperText id={helperId} component="div">
        {messages.length > 0
          ? messages.map((message) => <div key={message}>{message}</div>)
          : `Entre ${LIMITS.ambientImagesMin} y ${max} imágenes JPG o PNG de máximo 15MB cada una, que muestren el producto en un espacio.`}
      </FormHelperText>
    </FormControl>
  );
}
