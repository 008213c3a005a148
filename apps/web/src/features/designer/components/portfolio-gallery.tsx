import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { shortenFileName } from '@hogarte/shared/files';
import { LIMITS } from '@hogarte/shared/limits';
import { FILE_KIND } from '@hogarte/shared/lookups';
import { MESSAGES } from '@hogarte/shared/messages';
import type { PortfolioImage } from '@hogarte/shared/contracts/people';
import { useFileInput } from '../../../components/file-input';
import { SettingsSection } from '../../../components/settings-section';
import { serverMessage } from '../../../lib/form-errors';
import { showServerError, showToast } from '../../../lib/toast';
import { useAddPortfolioImage } from '../api/add-portfolio-image';
import { useRemovePortfolioImage } from '../api/remove-portfolio-image';

interface PortfolioGalleryProps {
  images: readonly PortfolioImage[];
}

/**
 * The designer's portfolio in settings: 1 to 4 images (spec part 1 §5). The limits are checked
 * here to spare a round trip and again by the API, whose message is shown if it refuses.
 */
export function PortfolioGallery({ images }: PortfolioGalleryProps) {
  const add = useAddPortfolioImage();
  const remove = useRemovePortfolioImage();
  const atLimit = images.length >= LIMITS.settingsPortfolioMax;
  const picker = useFileInput({
    kind: FILE_KIND.image,
    label: 'Archivo de imagen del portafolio',
    onFile: (file) => {
      add.mutate(file, {
        onSuccess: () => showToast(MESSAGES.portfolioImageAdded, 'success'),
        onError: (error) => showToast(serverMessage(error, MESSAGES.fileUploadFailed), 'error'),
      });
    },
  });

  const onRemove = (image: PortfolioImage) => {
    if (images.length <= LIMITS.settingsPortfolioMin) {
      showToast(MESSAGES.portfolioMin, 'error');
      return;
    }
    remove.mutate(image.id, {
      onSuccess: () => showToast(MESSAGES.portfolioImageRemoved, 'success'),
      onError: showServerError,
    });
  };

  return (
    <SettingsSection
      title="Portafolio"
      description={`Muestra entre ${LIMITS.settingsPortfolioMin} y ${LIMITS.settingsPortfolioMax} imágenes de tus proyectos (JPG o PNG).`}
    >
      {picker.input}
      {images.length === 0 ? null : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' },
          }}
        >
          {images.map((image) => (
            <Box
              component="li"
              key={image.id}
              sx={{
                position: 'relative',
                aspectRatio: '1',
                borderRadius: 2,
                overflow: 'hidden',
                bgcolor: 'action.hover',
              }}
            >
              <Box
                component="img"
                src={image.url}
                alt={`Imagen del portafolio ${shortenFileName(image.filename)}`}
                loading="lazy"
                sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
              />
              <IconButton
                aria-label={`Eliminar imagen ${shortenFileName(image.filename)}`}
                onClick={() => onRemove(image)}
                disabled={remove.isPending}
                size="small"
                sx={{
                  position: 'absolute',
                  top: 6,
                  right: 6,
                  bgcolor: 'rgba(255, 255, 255, 0.9)',
                  '&:hover': { bgcolor: '#ffffff' },
                }}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Box>
          ))}
        </Box>
      )}
      <Box
        sx={{
          mt: images.length === 0 ? 0 : 2,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1.5,
        }}
      >
        {/* A disabled button takes no clicks: the wrapper catches them to say why it is off. */}
        <Box
          component="span"
          onClick={atLimit ? () => showToast(MESSAGES.portfolioLimit, 'warning') : undefined}
        >
          <Button
            variant="outlined"
            startIcon={<AddPhotoAlternateOutlinedIcon />}
            onClick={picker.open}
            disabled={atLimit || add.isPending}
          >
            {add.isPending ? 'Subiendo…' : 'Agregar imagen'}
          </Button>
        </Box>
        <Typography variant="body2" color="text.secondary" role="status">
          {atLimit
            ? MESSAGES.portfolioLimit
            : `${images.length} de ${LIMITS.settingsPortfolioMax} imágenes`}
        </Typography>
      </Box>
    </SettingsSection>
  );
}
