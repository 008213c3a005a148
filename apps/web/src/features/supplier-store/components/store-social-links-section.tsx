import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { SOCIAL_TYPES } from '@hogarte/shared/lookups';
import { MESSAGES } from '@hogarte/shared/messages';
import {
  SOCIAL_NETWORK_LABELS,
  STORE_URL_MAX,
  socialLinkSchema,
  type SocialLink as SocialLinkValues,
  type SocialLinkInput,
} from '@hogarte/shared/schemas/storefront';
import { SettingsSection } from '../../../components/settings-section';
import { StoreSocialIcon } from '../../../components/store-social-icon';
import { textFieldProps } from '../../../lib/field-props';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { useAddSocialLink } from '../api/add-social-link';
import { useDeleteSocialLink } from '../api/delete-social-link';
import type { SocialLink } from '../api/get-store-settings';
import { useUpdateSocialLink } from '../api/update-social-link';
import { failureText } from './store-feedback';

function networkLabel(typeId: number): string {
  return SOCIAL_NETWORK_LABELS[typeId] ?? '';
}

interface SocialLinkFormProps {
  label: string;
  initial: SocialLinkInput;
  /** The networks this form may choose: the free ones, and its own when editing. */
  networks: readonly number[];
  submitText: string;
  onSave: (input: SocialLinkValues) => Promise<unknown>;
  onCancel?: () => void;
}

function SocialLinkForm({
  label,
  initial,
  networks,
  submitText,
  onSave,
  onCancel,
}: SocialLinkFormProps) {
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SocialLinkInput, unknown, SocialLinkValues>({
    resolver: zodResolver(socialLinkSchema),
    mode: 'onTouched',
    defaultValues: initial,
  });
  const onSubmit = handleSubmit(async (input) => {
    try {
      await onSave(input);
      reset({ socialMediaTypeId: '', url: '' });
    } catch (error) {
      applyServerFieldErrors(error, setError, ['socialMediaTypeId', 'url']);
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
        <Controller
          control={control}
          name="socialMediaTypeId"
          render={({ field }) => (
            <TextField
              select
              label="Red social"
              value={
                typeof field.value === 'number' || typeof field.value === 'string'
                  ? String(field.value)
                  : ''
              }
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(errors.socialMediaTypeId)}
              helperText={errors.socialMediaTypeId?.message}
            >
              {networks.map((id) => (
                <MenuItem key={id} value={String(id)}>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <StoreSocialIcon typeId={id} fontSize="small" aria-hidden />
                    <span>{networkLabel(id)}</span>
                  </Stack>
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <TextField
          label="URL del perfil"
          type="url"
          placeholder="https://"
          slotProps={{ htmlInput: { maxLength: STORE_URL_MAX, spellCheck: false } }}
          {...textFieldProps(register('url'), errors.url)}
        />
      </Box>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
        {onCancel ? (
          <Button onClick={onCancel} disabled={isSubmitting} color="inherit">
            Cancelar
          </Button>
        ) : null}
        <Button type="submit" variant="outlined" disabled={isSubmitting}>
          {submitText}
        </Button>
      </Stack>
    </Box>
  );
}

function SocialLinkRow({ link, freeNetworks }: { link: SocialLink; freeNetworks: number[] }) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateSocialLink();
  const remove = useDeleteSocialLink();
  const label = networkLabel(link.socialMediaTypeId);

  if (editing) {
    return (
      <ListItem disableGutters sx={{ display: 'block', py: 1.5 }}>
        <SocialLinkForm
          label={`Editar red social ${label}`}
          initial={{ socialMediaTypeId: String(link.socialMediaTypeId), url: link.url }}
          networks={[link.socialMediaTypeId, ...freeNetworks].sort((a, b) => a - b)}
          submitText="Guardar red social"
          onCancel={() => setEditing(false)}
          onSave={async (input) => {
            try {
              await update.mutateAsync({ id: link.id, ...input });
              showToast(MESSAGES.socialLinkUpdated, 'success');
              setEditing(false);
            } catch (error) {
              showToast(failureText(error, MESSAGES.socialLinkUpdateFailed), 'error');
              throw error;
            }
          }}
        />
      </ListItem>
    );
  }

  const onDelete = () =>
    remove.mutate(link.id, {
      onSuccess: () => showToast(MESSAGES.socialLinkDeleted, 'success'),
      onError: (error) => showToast(failureText(error, MESSAGES.socialLinkDeleteFailed), 'error'),
    });
  return (
    <ListItem
      disableGutters
      secondaryAction={
        <Stack direction="row" spacing={0.5}>
          <IconButton aria-label={`Editar red social ${label}`} onClick={() => setEditing(true)}>
            <EditOutlinedIcon />
          </IconButton>
          <IconButton
            edge="end"
            aria-label={`Eliminar red social ${label}`}
            onClick={onDelete}
            disabled={remove.isPending}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
      }
    >
      <ListItemIcon sx={{ minWidth: 40 }}>
        <StoreSocialIcon typeId={link.socialMediaTypeId} aria-hidden />
      </ListItemIcon>
      <ListItemText
        primary={label}
        secondary={link.url}
        sx={{ pr: 10, overflowWrap: 'anywhere' }}
      />
    </ListItem>
  );
}

/** Redes sociales: one link per network, shown as icons in the store's footer. */
export function StoreSocialLinksSection({ links }: { links: SocialLink[] }) {
  const add = useAddSocialLink();
  const used = new Set(links.map((link) => link.socialMediaTypeId));
  const freeNetworks = SOCIAL_TYPES.map((type) => type.id).filter((id) => !used.has(id));
  return (
    <SettingsSection
      title="Redes sociales"
      description="Tus perfiles en redes sociales, como íconos en el pie de página de tu tienda."
    >
      {links.length > 0 ? (
        <List aria-label="Redes sociales" sx={{ mb: 2 }}>
          {links.map((link) => (
            <SocialLinkRow key={link.id} link={link} freeNetworks={freeNetworks} />
          ))}
        </List>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Aún no tienes redes sociales en tu tienda.
        </Typography>
      )}
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
        Agregar red social
      </Typography>
      {freeNetworks.length === 0 ? (
        <Typography color="text.secondary">
          Ya agregaste todas las redes sociales disponibles.
        </Typography>
      ) : (
        <SocialLinkForm
          // A new form for each change of the free networks, so its choice is always one of them.
          key={freeNetworks.join(',')}
          label="Agregar red social"
          initial={{ socialMediaTypeId: '', url: '' }}
          networks={freeNetworks}
          submitText="Agregar red social"
          onSave={async (input) => {
            try {
              await add.mutateAsync(input);
              showToast(MESSAGES.socialLinkAdded, 'success');
            } catch (error) {
              showToast(failureText(error, MESSAGES.socialLinkAddFailed), 'error');
              throw error;
            }
          }}
        />
      )}
    </SettingsSection>
  );
}
