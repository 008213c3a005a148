import Stack from '@mui/material/Stack';
import { ROLE, type RoleId } from '@hogarte/shared/roles';
import { PageTitle } from '../../../components/page-title';
import { useSession } from '../../../lib/session';
import { ChangePasswordCard } from '../components/change-password-card';

/** The change-password card is for these roles only; the others do not see it (part 1 §5). */
const ROLES_THAT_CHANGE_PASSWORD: readonly RoleId[] = [
  ROLE.client,
  ROLE.supplier,
  ROLE.lsh,
  ROLE.salesperson,
];

interface AccountSettingsPageProps {
  title: string;
}

/** `/{role}/configuracion`: the account area; profile forms per role come with their areas. */
export function AccountSettingsPage({ title }: AccountSettingsPageProps) {
  const session = useSession();
  const canChangePassword = session !== null && ROLES_THAT_CHANGE_PASSWORD.includes(session.roleId);
  return (
    <Stack>
      <PageTitle title={title} />
      {canChangePassword ? <ChangePasswordCard /> : null}
    </Stack>
  );
}
