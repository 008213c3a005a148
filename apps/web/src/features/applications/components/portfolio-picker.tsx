import { useId, useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { ACCEPT_ATTRIBUTE, shortenFileName } from '@hogarte/shared/files';
import { LIMITS } from '@hogarte/shared/limits';
import { FILE_KIND } from '@hogarte/shared/lookups';
import { MESSAGES } from '@hogarte/shared/messages';
import { RemovableThumbnail } from '../../../components/removable-thumbnail';
import { useObjectUrl } from '../../../lib/use-object-url';
import { signUpImageProblem } from '../utils/image-problem';

interface PortfolioPickerProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** A problem found by the form (none chosen) or by the server. */
  error?: string | undefined;
}

function PortfolioThumbnail({ file, onRemove }: { file: File; onRemove: () => void }) {
  const url = useObjectUrl(file);
  const name = shortenFileName(file.name);
  return (
    <RemovableThumbnail
      url={url}
      alt={name}
      caption={name}
      title={file.name}
      removeLabel={`Quitar ${name}`}
      onRemove={onRemove}
      width={132}
      height={100}
    />
  );
}

/**
 * The sign-up portfolio: one to three images, each checked as it is chosen (type, 15 MB). Choosing
 * more than fit keeps the first ones and says 'Solo puedes añadir máximo 3 imágenes de
 * portafolio' (spec part 1 §5).
 */
export function PortfolioPicker({ files, onChange, error }: PortfolioPickerProps) {
  const helperId = useId();
  const [problems, setProblems] = useState<string[]>([]);
  const max = LIMITS.signUpPortfolioMax;

  const onSelect = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (chosen.length === 0) return;
    const found: string[] = [];
    const accepted: File[] = [];
    for (const file of chosen) {
      const problem = signUpImageProblem(file);
      if (problem) found.push(problem);
      else accepted.push(file);
    }
    const room = Math.max(max - files.length, 0);
    if (accepted.length > room) found.push(MESSAGES.portfolioSignUpMaxAdd);
    // Two files too big say the same thing once.
    setProblems([...new Set(found)]);
    const added = accepted.slice(0, room);
    if (added.length > 0) onChange([...files, ...added]);
  };

  const remove = (index: number) => {
    setProblems([]);
    onChange(files.filter((_file, position) => position !== index));
  };

  const messages = problems.length > 0 ? problems : error ? [error] : [];

  return (
    <FormControl error={messages.length > 0} fullWidth>
      <FormLabel sx={{ mb: 1 }}>Portafolio</FormLabel>
      {files.length > 0 ? (
        <Box
          component="ul"
          aria-label="Imágenes elegidas"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, p: 0, m: 0, mb: 1.5 }}
        >
          {files.map((file, index) => (
            <PortfolioThumbnail
              key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
              file={file}
              onRemove={() => remove(index)}
            />
          ))}
        </Box>
      ) : null}
      <Box>
        <Button component="label" variant="outlined" startIcon={<AddPhotoAlternateOutlinedIcon />}>
          Añadir imágenes ({files.length}/{max})
          <input
            type="file"
            hidden
            multiple
            accept={ACCEPT_ATTRIBUTE[FILE_KIND.image]}
            aria-label="Portafolio"
            aria-describedby={helperId}
            aria-invalid={messages.length > 0}
            onChange={onSelect}
          />
        </Button>
      </Box>
      <FormHelperText id={helperId} component="div">
        {messages.length > 0
          ? messages.map((message) => <div key={message}>{message}</div>)
          : `Entre 1 y ${max} imágenes JPG o PNG de máximo 15MB cada una.`}
      </FormHelperText>
    </FormControl>
  );
}
