import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ROLE_LABEL } from '@hogarte/shared/roles';
import { ChangePasswordCard } from '../../../components/change-password-card';
import { PageTitle } from '../../../components/page-title';
import { SettingsSection } from '../../../components/settings-section';
import { useSession } from '../../../lib/session';

interface AccountSettingsPageProps {
  title: string;
}

/**
 * `/lsh/configuracion` and `/admin/configuracion`:
 * who is signed in and the password change, which every role may use (a product decision that
 * widens part 1 §5, where designers and admins had no card).
 */
export function AccountSettingsPage({ title }: AccountSettingsPageProps) {
  const session = useSession();
  // The root layout refreshes the stored user from `GET /v1/users/profile` on every load.
  const user = session?.user ?? null;
  const fullName = user ? `${user.first_name} ${user.last_name}`.trim() : '';
  return (
    <>
      <PageTitle title={title} />
      <Stack spacing={3} sx={{ maxWidth: 760 }}>
        {user ? (
          <SettingsSection title="Tu perfil">
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2.5 }}>
              <Avatar
                src={user.avatar ?? undefined}
                alt=""
                sx={{ width: 56, height: 56, bgcolor: 'secondary.main' }}
              >
                {fullName.charAt(0).toUpperCase()}
              </Avatar>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="h6" component="p" sx={{ overflowWrap: 'anywhere' }}>
                  {fullName}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {ROLE_LABEL[user.role_id]}
                </Typography>
              </Box>
            </Stack>
            <Box
              component="dl"
              sx={{
                m: 0,
                display: 'grid',
                columnGap: 3,
                rowGap: 1,
                gridTemplateColumns: { xs: '1fr', sm: '160px minmax(0, 1fr)' },
              }}
            >
              <Typography component="dt" variant="body2" color="text.secondary">
                Correo electrónico
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}
              >
                {user.email}
              </Typography>
              <Typography component="dt" variant="body2" color="text.secondary">
                Celular
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {user.phone || '—'}
              </Typography>
            </Box>
          </SettingsSection>
        ) : null}
        <ChangePasswordCard />
      </Stack>
    </>
  );
}
