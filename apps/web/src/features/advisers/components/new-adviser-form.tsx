import { useState } from 'react';
import { useForm, useFormContext } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { MESSAGES } from '@hogarte/shared/messages';
import { SettingsSection } from '../../../components/settings-section';
import { textFieldProps } from '../../../lib/field-props';
import { useSession } from '../../../lib/session';
import { useCreateAdviser } from '../api/create-adviser';
import { useAdviserFiles } from '../utils/use-adviser-files';
import { AdviserForm } from './adviser-form';
import { ADVISER_PROFILE_FIELDS } from './adviser-profile-section';
import { lazySchemaResolver } from '../../../lib/lazy-schema-resolver';
import { TextField } from '../../../components/text-field';

const adviserCreateFormResolver = lazySchemaResolver(() =>
  import('@hogarte/shared/schemas/advisers').then((module) => module.adviserCreateFormSchema),
);

const EMPTY = {
  first_name: '',
  last_name: '',
  cedula: '',
  phone: '',
  email: '',
  city_name: '',
  // Absent until a city is chosen from the list.
  city_id: undefined,
  professional_profile: '',
  instagram_account: '',
  video_presentation_url: '',
  password: '',
  passwordConfirm: '',
};

const SERVER_FIELDS = [...ADVISER_PROFILE_FIELDS, 'email', 'password'] as const;

/**
 * 'Contraseña de ingreso', with the dismissable notice to keep the password (part 2 §2.5). Its
 * own component, so its fields register (and take the focus on an error) after those above.
 */
function PasswordSection() {
  const [noticeOpen, setNoticeOpen] = useState(true);
  const {
    register,
    formState: { errors },
  } = useFormContext<{ password: string; passwordConfirm: string }>();
  return (
    <SettingsSection
      title="Contraseña de ingreso"
      description="El asesor ingresará con su correo y esta contraseña."
    >
      {noticeOpen ? (
        <Alert severity="warning" onClose={() => setNoticeOpen(false)} sx={{ mb: 2.5 }}>
          {MESSAGES.adviserPasswordNotice}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label="Contraseña"
          type="password"
          autoComplete="new-password"
          {...textFieldProps(register('password'), errors.password)}
        />
        <TextField
          label="Confirma la contraseña"
          type="password"
          autoComplete="new-password"
          {...textFieldProps(register('passwordConfirm'), errors.passwordConfirm)}
        />
      </Box>
    </SettingsSection>
  );
}

/**
 * 'Crear nuevo Asesor' (part 2 §2.5, §3, §5): the adviser's data, files and password. Sending
 * checks the email, phone and cedula with the server first, then creates the adviser and goes
 * back to the list.
 */
export function NewAdviserForm() {
  const session = useSession();
  const create = useCreateAdviser();
  const files = useAdviserFiles();
  const form = useForm({
    resolver: adviserCreateFormResolver,
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const {
    register,
    formState: { errors },
  } = form;

  return (
    <AdviserForm
      form={form}
      files={files}
      label="Crear nuevo Asesor"
      email={() => (
        <TextField
          label="Correo electrónico"
          type="email"
          autoComplete="off"
          {...textFieldProps(register('email'), errors.email)}
        />
      )}
      submitLabel="Crear asesor"
      serverFields={SERVER_FIELDS}
      send={async ({ passwordConfirm: _confirmation, ...fields }) => {
        // The files' check has required the diploma.
        if (!files.diploma || !session) return false;
        await create.mutateAsync({
          supplierUuid: session.uuid,
          fields,
          avatar: files.avatar,
          diploma: files.diploma,
          portfolio: files.portfolio,
        });
        return true;
      }}
      succeeded={MESSAGES.adviserCreated}
      failed={{ toast: MESSAGES.adviserCreateFailed, alert: MESSAGES.adviserRequestFailed }}
    >
      <PasswordSection />
    </AdviserForm>
  );
}
