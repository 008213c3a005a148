import Stack from '@mui/material/Stack';
import { LIMITS } from '@hogarte/shared/limits';
import { FILE_KIND } from '@hogarte/shared/lookups';
import { MESSAGES } from '@hogarte/shared/messages';
import type { AdviserFile } from '@hogarte/shared/contracts/advisers';
import { FileField } from '../../../components/file-field';
import { ImageListField } from '../../../components/image-list-field';
import { SettingsSection } from '../../../components/settings-section';
import type { AdviserFiles } from '../utils/use-adviser-files';

interface AdviserFilesSectionProps {
  files: AdviserFiles;
  /** What the adviser has stored (an edit page): the avatar and the diploma's name. */
  stored?: { avatar: string | null; cv: readonly AdviserFile[] } | undefined;
}

/** 'Foto, diploma y portafolio': the files an adviser shows clients (part 2 §3, §5). */
export function AdviserFilesSection({ files, stored }: AdviserFilesSectionProps) {
  const storedDiploma = stored?.cv.at(-1)?.filename;
  return (
    <SettingsSection title="Foto, diploma y portafolio">
      <Stack spacing={3}>
        <FileField
          label="Foto de perfil (opcional)"
          kind={FILE_KIND.image}
          preview
          currentImage={stored?.avatar}
          file={files.avatar}
          onChange={files.setAvatar}
          error={files.errors.avatar}
          helperText="Una foto JPG o PNG de máximo 15MB"
        />
        <FileField
          label="Diploma profesional"
          kind={FILE_KIND.imageOrPdf}
          file={files.diploma}
          onChange={files.setDiploma}
          error={files.errors.professionalDiploma}
          helperText={
            storedDiploma
              ? `Diploma actual: ${storedDiploma}. Elige otro archivo para reemplazarlo.`
              : 'Un PDF o una foto del diploma (JPG o PNG) de máximo 15MB'
          }
        />
        <ImageListField
          label="Portafolio"
          listLabel="Imágenes del portafolio"
          files={files.portfolio}
          onChange={files.setPortfolio}
          stored={files.kept}
          onRemoveStored={files.removeStored}
          storedName={(index) => `Imagen de portafolio ${index + 1}`}
          max={LIMITS.advisorPortfolioMax}
          tooManyMessage={MESSAGES.adviserPortfolioMax}
          helperText={`Entre ${LIMITS.advisorPortfolioMin} y ${LIMITS.advisorPortfolioMax} imágenes JPG o PNG de máximo 15MB cada una.`}
          error={files.errors.portfolio}
          thumbnail={{ width: 132, height: 100 }}
        />
      </Stack>
    </SettingsSection>
  );
}
