import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import { FILE_KIND } from '@hogarte/shared/lookups';
import { MESSAGES } from '@hogarte/shared/messages';
import type { DesignerProfile } from '@hogarte/shared/contracts/people';
import { useFileInput } from '../../../components/file-input';
import { serverMessage } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { useUpdateDesignerAvatar } from '../api/update-designer-avatar';
import { StarRating } from '../../../components/star-rating';

interface DesignerProfileCardProps {
  profile: DesignerProfile;
}

function ratingsText(count: number): string {
  if (count === 0) return 'Aún no tienes calificaciones';
  return count === 1 ? '1 calificación' : `${count} calificaciones`;
}

/** Avatar (click to change), name and rating of the designer (spec part 1 §2 Designer area). */
export function DesignerProfileCard({ profile }: DesignerProfileCardProps) {
  const updateAvatar = useUpdateDesignerAvatar();
  const fullName = `${profile.first_name} ${profile.last_name}`.trim();
  const picker = useFileInput({
    kind: FILE_KIND.image,
    label: 'Archivo de la foto de perfil',
    onFile: (file) => {
      updateAvatar.mutate(file, {
        onSuccess: () => showToast(MESSAGES.avatarUpdated, 'success'),
        // Spec part 1 §8: avatar errors show the error's text.
        onError: (error) => showToast(serverMessage(error, MESSAGES.fileUploadFailed), 'error'),
      });
    },
  });
  const rating = Number(profile.average_rating) || 0;

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2.5, sm: 3 } }}>
        <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
          {picker.input}
          <ButtonBase
            onClick={picker.open}
            disabled={updateAvatar.isPending}
            aria-label="Cambiar foto de perfil"
            sx={{ borderRadius: '50%' }}
          >
            <Badge
              overlap="circular"
              anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
              badgeContent={
                <Avatar sx={{ width: 34, height: 34, bgcolor: 'primary.main' }}>
                  {updateAvatar.isPending ? (
                    <CircularProgress size={18} color="inherit" />
                  ) : (
                    <PhotoCameraOutlinedIcon fontSize="small" />
                  )}
                </Avatar>
              }
            >
              <Avatar
                src={profile.avatar ?? undefined}
                alt={fullName}
                sx={{ width: 112, height: 112, bgcolor: 'secondary.main', fontSize: 40 }}
              >
                {fullName.charAt(0).toUpperCase()}
              </Avatar>
            </Badge>
          </ButtonBase>
          <Typography variant="h5" component="p">
            {fullName}
          </Typography>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <StarRating value={rating} label={`${rating.toFixed(1)} de 5 estrellas`} />
            <Typography sx={{ fontWeight: 600 }}>{rating.toFixed(1)}</Typography>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {ratingsText(profile.number_of_ratings)}
          </Typography>
        </Stack>
      </CardContent>
    </Card>
  );
}
