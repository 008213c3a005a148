import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES } from '@hogarte/shared/messages';
import {
  NAVBAR_LINK_NAME_MAX,
  STORE_URL_MAX,
  navbarLinkSchema,
  type NavbarLinkInput,
} from '@hogarte/shared/schemas/storefront';
import { SettingsSection } from '../../../components/settings-section';
import { textFieldProps } from '../../../lib/field-props';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { useAddNavbarLink } from '../api/add-navbar-link';
import { useDeleteNavbarLink } from '../api/delete-navbar-link';
import type { NavbarLink } from '../api/get-store-settings';
import { useUpdateNavbarLink } from '../api/update-navbar-link';
import { failureText } from './store-feedback';

const EMPTY: NavbarLinkInput = { name: '', url: '' };

interface NavbarLinkFormProps {
  /** Names the form for assistive technology and tests. */
  label: string;
  initial: NavbarLinkInput;
  submitText: string;
  disabled?: boolean;
  /** Resolves when saved; throws the API's error otherwise. */
  onSave: (input: NavbarLinkInput) => Promise<unknown>;
  onCancel?: () => void;
}

function NavbarLinkForm({
  label,
  initial,
  submitText,
  disabled = false,
  onSave,
  onCancel,
}: NavbarLinkFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NavbarLinkInput>({
    resolver: zodResolver(navbarLinkSchema),
    mode: 'onTouched',
    defaultValues: initial,
  });
  const onSubmit = handleSubmit(async (input) => {
    try {
      await onSave(input);
      reset(EMPTY);
    } catch (error) {
      applyServerFieldErrors(error, setError, ['name', 'url']);
    }
  });
  return (
    <Box component="form" aria-label={label} noValidate onSubmit={(event) => void onSubmit(event)}>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          // The section is half a page wide on desktops: the fields stack.
          gridTemplateColumns: 'minmax(0, 1fr)',
        }}
      >
        <TextField
          label="Nombre del enlace"
          disabled={disabled}
          slotProps={{ htmlInput: { maxLength: NAVBAR_LINK_NAME_MAX } }}
          {...textFieldProps(register('name'), errors.name)}
        />
        <TextField
          label="URL del enlace"
          type="url"
          disabled={disabled}
          placeholder="https://"
          slotProps={{ htmlInput: { maxLength: STORE_URL_MAX, spellCheck: false } }}
          {...textFieldProps(register('url'), errors.url)}
          helperText={
            errors.url?.message ??
            'Una dirección completa (https://…) o una página de tu tienda (/…)'
          }
        />
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
        {onCancel ? (
          <Button onClick={onCancel} disabled={isSubmitting} color="inherit">
            Cancelar
          </Button>
        ) : null}
        <Button type="submit" variant="outlined" disabled={disabled || isSubmitting}>
          {submitText}
        </Button>
      </Stack>
    </Box>
  );
}

function NavbarLinkRow({ link }: { link: NavbarLink }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateNavbarLink();
  const remove = useDeleteNavbarLink();

  if (editing) {
    return (
      <ListItem disableGutters sx={{ display: 'block', py: 1.5 }}>
        <NavbarLinkForm
          label={`Editar enlace ${link.name}`}
          initial={{ name: link.name, url: link.url }}
          submitText="Guardar enlace"
          onCancel={() => setEditing(false)}
          onSave={async (input) => {
            try {
              await update.mutateAsync({ id: link.id, ...input });
              showToast(MESSAGES.navbarLinkUpdated, 'success');
              setEditing(false);
            } catch (error) {
              showToast(failureText(error, MESSAGES.navbarLinkUpdateFailed), 'error');
              throw error;
            }
          }}
        />
      </ListItem>
    );
  }

  const onDelete = () =>
    remove.mutate(link.id, {
      onSuccess: () => showToast(MESSAGES.navbarLinkDeleted, 'success'),
      onError: (error) => showToast(failureText(error, MESSAGES.navbarLinkDeleteFailed), 'error'),
    });
  return (
    <ListItem
      disableGutters
      secondaryAction={
        <Stack direction="row" spacing={0.5}>
          <IconButton aria-label={`Editar enlace ${link.name}`} onClick={() => setEditing(true)}>
            <EditOutlinedIcon />
          </IconButton>
          <IconButton
            edge="end"
            aria-label={`Eliminar enlace ${link.name}`}
            onClick={onDelete}
            disabled={remove.isPending}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
      }
    >
      <ListItemText
        primary={link.name}
        secondary={link.url}
        sx={{ pr: 10, overflowWrap: 'anywhere' }}
      />
    </ListItem>
  );
}

/** Enlaces de la barra de navegación: up to ten, the form off at ten (part 2 §5). */
export function StoreNavbarLinksSection({ links }: { links: NavbarLink[] }) {
  const add = useAddNavbarLink();
  const atLimit = links.length >= LIMITS.navbarLinksMax;
  return (
    <SettingsSection
      title="Enlaces de la barra de navegación"
      description={`Hasta ${LIMITS.navbarLinksMax} enlaces que se muestran bajo el logo de tu tienda.`}
    >
      {links.length > 0 ? (
        <List aria-label="Enlaces de la barra de navegación" sx={{ mb: 2 }}>
          {links.map((link) => (
            <NavbarLinkRow key={link.id} link={link} />
          ))}
        </List>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Aún no tienes enlaces en la barra de navegación.
        </Typography>
      )}
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
        Agregar enlace{' '}
        <Typography component="span" variant="body2" color="text.secondary">
          ({links.length} de {LIMITS.navbarLinksMax})
        </Typography>
      </Typography>
      {atLimit ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {MESSAGES.navbarLinksLimit}
        </Alert>
      ) : null}
      <NavbarLinkForm
        label="Agregar enlace"
        initial={EMPTY}
        submitText="Agregar enlace"
        disabled={atLimit}
        onSave={async (input) => {
          try {
            await add.mutateAsync(input);
            showToast(MESSAGES.navbarLinkAdded, 'success');
          } catch (error) {
            showToast(failureText(error, MESSAGES.navbarLinkAddFailed), 'error');
            throw error;
          }
        }}
      />
    </SettingsSection>
  );
}
