import { Controller, useForm } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { StoreSocialLink } from '@hogarte/shared/contracts/store-settings';
import { SOCIAL_TYPES } from '@hogarte/shared/lookups';
import { MESSAGES } from '@hogarte/shared/messages';
import type {
  SocialLink as SocialLinkValues,
  SocialLinkInput,
} from '@hogarte/shared/schemas/storefront';
import { SOCIAL_NETWORK_LABELS, STORE_URL_MAX } from '@hogarte/shared/storefront';
import { StoreSocialIcon } from '../../../components/store-social-icon';
import { textFieldProps } from '../../../lib/field-props';
import { SOCIAL_LINKS } from '../api/store-link-lists';
import {
  StoreLinkForm,
  StoreLinksSection,
  type StoreLinkFormSlot,
  type StoreLinkKind,
} from './store-links-section';
import { lazySchemaResolver } from '../../../lib/lazy-schema-resolver';
import { TextField } from '../../../components/text-field';
import { SelectField } from '../../../components/select-field';

const socialLinkResolver = lazySchemaResolver(() =>
  import('@hogarte/shared/schemas/storefront').then((module) => module.socialLinkSchema),
);

function networkLabel(typeId: number): string {
  return SOCIAL_NETWORK_LABELS[typeId] ?? '';
}

const EMPTY: SocialLinkInput = { socialMediaTypeId: '', url: '' };

const SOCIAL_LINK_KIND: StoreLinkKind<StoreSocialLink> = {
  list: SOCIAL_LINKS,
  title: 'Redes sociales',
  description: 'Tus perfiles en redes sociales, como íconos en el pie de página de tu tienda.',
  emptyText: 'Aún no tienes redes sociales en tu tienda.',
  noun: 'red social',
  messages: {
    added: MESSAGES.socialLinkAdded,
    addFailed: MESSAGES.socialLinkAddFailed,
    updated: MESSAGES.socialLinkUpdated,
    updateFailed: MESSAGES.socialLinkUpdateFailed,
    deleted: MESSAGES.socialLinkDeleted,
    deleteFailed: MESSAGES.socialLinkDeleteFailed,
  },
  labelOf: (link) => networkLabel(link.socialMediaTypeId),
  iconOf: (link) => <StoreSocialIcon typeId={link.socialMediaTypeId} aria-hidden />,
};

interface SocialLinkFormProps extends StoreLinkFormSlot<SocialLinkValues> {
  initial: SocialLinkInput;
  /** The networks this form may choose: the free ones, and its own when editing. */
  networks: readonly number[];
}

function SocialLinkForm({ initial, networks, ...slot }: SocialLinkFormProps) {
  const form = useForm<SocialLinkInput, unknown, SocialLinkValues>({
    resolver: socialLinkResolver,
    mode: 'onTouched',
    defaultValues: initial,
  });
  const {
    control,
    register,
    formState: { errors },
  } = form;
  return (
    <StoreLinkForm form={form} fields={['socialMediaTypeId', 'url']} empty={EMPTY} {...slot}>
      <Controller
        control={control}
        name="socialMediaTypeId"
        render={({ field }) => (
          <SelectField
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
          </SelectField>
        )}
      />
      <TextField
        label="URL del perfil"
        type="url"
        placeholder="https://"
        slotProps={{ htmlInput: { maxLength: STORE_URL_MAX, spellCheck: false } }}
        {...textFieldProps(register('url'), errors.url)}
      />
    </StoreLinkForm>
  );
}

/** Redes sociales: one link per network, shown as icons in the store's footer. */
export function StoreSocialLinksSection({ links }: { links: StoreSocialLink[] }) {
  const used = new Set(links.map((link) => link.socialMediaTypeId));
  const freeNetworks = SOCIAL_TYPES.map((type) => type.id).filter((id) => !used.has(id));
  return (
    <StoreLinksSection
      kind={SOCIAL_LINK_KIND}
      links={links}
      editForm={(link, slot) => (
        <SocialLinkForm
          initial={{ socialMediaTypeId: String(link.socialMediaTypeId), url: link.url }}
          networks={[link.socialMediaTypeId, ...freeNetworks].sort((a, b) => a - b)}
          {...slot}
        />
      )}
      addForm={(slot) =>
        freeNetworks.length === 0 ? (
          <Typography color="text.secondary">
            Ya agregaste todas las redes sociales disponibles.
          </Typography>
        ) : (
          <SocialLinkForm
            // A new form for each change of the free networks, so its choice is always one of them.
            key={freeNetworks.join(',')}
            initial={EMPTY}
            networks={freeNetworks}
            {...slot}
          />
        )
      }
    />
  );
}
