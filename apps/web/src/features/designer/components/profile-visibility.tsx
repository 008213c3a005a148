import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { MESSAGES } from '@hogarte/shared/messages';
import { SettingsSection } from '../../../components/settings-section';
import { useSettings } from '../../../lib/settings';
import { showServerError, showToast } from '../../../lib/toast';
import { useUpdateDesignerProfile } from '../api/update-designer-profile';

interface ProfileVisibilityProps {
  isActive: boolean;
  isPublic: boolean;
}

/**
 * The public-profile switch and its notice, one per state of spec part 1 §4: active and public
 * (green), active and hidden (red), membership expired (switch off and locked, contact support).
 */
export function ProfileVisibility({ isActive, isPublic }: ProfileVisibilityProps) {
  const update = useUpdateDesignerProfile();
  const { data: settings } = useSettings();
  // An expired membership hides the profile whatever is stored: the API refuses to publish it.
  const checked = isActive && isPublic;

  const onToggle = (nextPublic: boolean) => {
    update.mutate(
      { user: { is_public: nextPublic } },
      {
        onSuccess: () => showToast(MESSAGES.dataUpdated, 'success'),
        onError: showServerError,
      },
    );
  };

  return (
    <SettingsSection title="Visibilidad del perfil">
      <Stack spacing={2}>
        <FormControlLabel
          control={
            <Switch
              checked={checked}
              disabled={!isActive || update.isPending}
              onChange={(event) => onToggle(event.target.checked)}
            />
          }
          label="Perfil público"
        />
        {!isActive ? (
          <Alert severity="warning">
            Tu membresía expiró y tu perfil no es visible para los clientes. Para activarlo de
            nuevo, comunícate con soporte
            {settings?.supportPhone ? ` al ${settings.supportPhone}` : ''} o{' '}
            <Link component={RouterLink} to="/disenador/membership-required">
              renueva tu membresía
            </Link>
            .
          </Alert>
        ) : isPublic ? (
          <Alert severity="success">Tu perfil es visible para los clientes.</Alert>
        ) : (
          <Alert severity="error">
            Tu perfil está oculto: los clientes no pueden verlo. Actívalo para que puedan
            encontrarte.
          </Alert>
        )}
      </Stack>
    </SettingsSection>
  );
}
