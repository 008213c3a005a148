import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { InfoList } from '../../../components/info-list';
import { SettingsPage } from '../../../components/settings-page';
import { SettingsSection } from '../../../components/settings-section';
import { useSession } from '../../../lib/session';
import { useAdviserProfile } from '../api/get-adviser-profile';
import { DiplomaLinks, ExternalLink, InstagramLink } from '../components/adviser-file-lists';
import { PortfolioGrid } from '../../../components/portfolio-grid';
import { AdviserStatusChips } from '../components/adviser-status-chips';

/**
 * `/vendedor/configuracion`: the adviser's profile as its supplier keeps it, and the password
 * change (part 1 §5, change password for salespeople). The supplier edits the profile.
 */
export function SalespersonSettingsPage({ title }: { title: string }) {
  const uuid = useSession()?.uuid ?? '';
  const profile = useAdviserProfile(uuid);
  return (
    <SettingsPage
      title={title}
      profile={profile}
      wideColumns="minmax(0, 1.1fr) minmax(0, 1fr)"
      start={(adviser) => (
        <SettingsSection
          title="Tu perfil"
          description={`${adviser.company_name} administra tus datos: pídele allí cualquier cambio.`}
        >
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
            <Avatar
              src={adviser.avatar ?? undefined}
              alt=""
              sx={{ width: 64, height: 64, bgcolor: 'secondary.main' }}
            >
              {adviser.first_name.charAt(0)}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
                {adviser.first_name} {adviser.last_name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {adviser.professional_profile ?? 'Asesor(a)'} · {adviser.company_name}
              </Typography>
            </Box>
          </Stack>
          <AdviserStatusChips adviser={adviser} />
          <Box sx={{ mt: 2.5 }}>
            <InfoList
              items={[
                { label: 'Correo', value: adviser.email },
                { label: 'Celular', value: adviser.phone },
                { label: 'Cédula', value: adviser.cedula },
                { label: 'Ciudad', value: adviser.city_name },
                {
                  label: 'Instagram',
                  value: adviser.instagram ? <InstagramLink user={adviser.instagram} /> : null,
                },
                {
                  label: 'Video de presentación',
                  value: adviser.video_presentation_url ? (
                    <ExternalLink href={adviser.video_presentation_url}>
                      {adviser.video_presentation_url}
                    </ExternalLink>
                  ) : null,
                },
              ]}
            />
          </Box>
        </SettingsSection>
      )}
      end={(adviser) => (
        <SettingsSection title="Diploma y portafolio">
          <DiplomaLinks files={adviser.cv} />
          <Box sx={{ mt: 2 }}>
            <PortfolioGrid images={adviser.portfolio} />
          </Box>
        </SettingsSection>
      )}
    />
  );
}
