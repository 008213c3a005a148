import { useRef, useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import type { StoreBanner } from '@hogarte/shared/contracts/store-settings';
import { ACCEPTED_MIME_TYPES, ACCEPT_ATTRIBUTE, wrongFormatMessage } from '@hogarte/shared/files';
import { LIMITS } from '@hogarte/shared/limits';
import { FILE_KIND } from '@hogarte/shared/lookups';
import { MESSAGES } from '@hogarte/shared/messages';
import { SettingsSection } from '../../../components/settings-section';
import { showToast } from '../../../lib/toast';
import { useObjectUrl } from '../../../lib/use-object-url';
import { useAddStoreBanner } from '../api/add-store-banner';
import { useDeleteStoreBanner } from '../api/delete-store-banner';
import { failureText } from './store-feedback';

/** The spec's banner rule: an image of up to 15 MB, worded its own way (part 2 §5). */
function bannerProblem(file: File): string | null {
  if (!ACCEPTED_MIME_TYPES[FILE_KIND.image].includes(file.type)) {
    return wrongFormatMessage(file.name);
  }
  if (file.size > LIMITS.maxFileBytes) return MESSAGES.bannerTooLarge;
  return null;
}

/** Banners keep the 1920×600 proportion the spec recommends. */
const BANNER_RATIO = '16 / 5';

function BannerTile({ banner, position }: { banner: StoreBanner; position: number }) {
  const remove = useDeleteStoreBanner();
  const onDelete = () =>
    remove.mutate(banner.id, {
      onSuccess: () => showToast(MESSAGES.bannerDeleted, 'success'),
      onError: (error) => showToast(failureText(error, MESSAGES.bannerDeleteFailed), 'error'),
    });
  return (
    <Box
      component="li"
      sx={{
        position: 'relative',
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.default',
      }}
    >
      <Box
        component="img"
        src={banner.card_url}
        alt={`Banner ${position}`}
        loading="lazy"
        sx={{ display: 'block', width: '100%', aspectRatio: BANNER_RATIO, objectFit: 'cover' }}
      />
      <IconButton
        aria-label={`Eliminar banner ${position}`}
        onClick={onDelete}
        disabled={remove.isPending}
        size="small"
        sx={{
          position: 'absolute',
          top: 8,
          right: 8,
          bgcolor: 'rgba(255,255,255,0.92)',
          '&:hover': { bgcolor: '#ffffff' },
        }}
      >
        <DeleteOutlineIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

/** The chosen image before it is uploaded: saved or dropped on purpose. */
function PendingBanner({
  file,
  saving,
  onSave,
  onCancel,
}: {
  file: File;
  saving: boolean;
  onSave: () => void;
  onCancel: () => void;
}) {
  const preview = useObjectUrl(file);
  return (
    <Box
      role="group"
      aria-label="Nuevo banner"
      sx={{ border: 2, borderColor: 'primary.main', borderRadius: 2, overflow: 'hidden', mb: 2 }}
    >
      {preview ? (
        <Box
          component="img"
          src={preview}
          alt="Vista previa del nuevo banner"
          sx={{ display: 'block', width: '100%', aspectRatio: BANNER_RATIO, objectFit: 'cover' }}
        />
      ) : (
        <Box sx={{ aspectRatio: BANNER_RATIO, bgcolor: 'background.default' }} />
      )}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ p: 1.5, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          Vista previa: {file.name}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel} disabled={saving} color="inherit">
            Cancelar
          </Button>
          <Button variant="contained" onClick={onSave} disabled={saving}>
            {saving ? 'Guardando…' : 'Guardar banner'}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}

/** Banners de la tienda: up to four images for the store's slideshow (part 2 §5). */
export function StoreBannersSection({ banners }: { banners: StoreBanner[] }) {
  const add = useAddStoreBanner();
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState<File | null>(null);
  const atLimit = banners.length >= LIMITS.bannersMax;

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = bannerProblem(file);
    if (problem) showToast(problem, 'error');
    else setPending(file);
  };

  const save = () => {
    if (!pending) return;
    add.mutate(pending, {
      onSuccess: () => {
        setPending(null);
        showToast(MESSAGES.bannerAdded, 'success');
      },
      onError: (error) => showToast(failureText(error, MESSAGES.bannerAddFailed), 'error'),
    });
  };

  return (
    <SettingsSection
      title="Banners de la tienda"
      description={`Hasta ${LIMITS.bannersMax} imágenes JPG o PNG que rotan en la página principal de tu tienda. Tamaño recomendado: 1920 × 600 px; peso máximo: 15 MB.`}
    >
      <input
        ref={input}
        type="file"
        hidden
        aria-label="Archivo del banner"
        accept={ACCEPT_ATTRIBUTE[FILE_KIND.image]}
        onChange={onChoose}
      />
      {pending ? (
        <PendingBanner
          file={pending}
          saving={add.isPending}
          onSave={save}
          onCancel={() => setPending(null)}
        />
      ) : null}
      {banners.length > 0 ? (
        <Box
          component="ul"
          aria-label="Banners"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mb: 2,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {banners.map((banner, index) => (
            <BannerTile key={banner.id} banner={banner} position={index + 1} />
          ))}
        </Box>
      ) : pending ? null : (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Aún no tienes banners: tu tienda muestra sus productos sin imagen de portada.
        </Typography>
      )}
      {atLimit ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {MESSAGES.bannersLimit}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="outlined"
          startIcon={<AddPhotoAlternateOutlinedIcon />}
          onClick={() => input.current?.click()}
          disabled={atLimit || pending !== null}
        >
          Agregar banner
        </Button>
        <Typography variant="body2" color="text.secondary">
          {banners.length} de {LIMITS.bannersMax} banners
        </Typography>
      </Stack>
    </SettingsSection>
  );
}
