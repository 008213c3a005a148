import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { StoreNavbarLink } from '@hogarte/shared/contracts/store-settings';
import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES } from '@hogarte/shared/messages';
import type { NavbarLinkInput } from '@hogarte/shared/schemas/storefront';
import { NAVBAR_LINK_NAME_MAX, STORE_URL_MAX } from '@hogarte/shared/storefront';
import { textFieldProps } from '../../../lib/field-props';
import { NAVBAR_LINKS } from '../api/store-link-lists';
import {
  StoreLinkForm,
  StoreLinksSection,
  type StoreLinkFormSlot,
  type StoreLinkKind,
} from './store-links-section';
import { lazySchemaResolver } from '../../../lib/lazy-schema-resolver';
import { TextField } from '../../../components/text-field';

const navbarLinkResolver = lazySchemaResolver(() =>
  import('@hogarte/shared/schemas/storefront').then((module) => module.navbarLinkSchema),
);

const EMPTY: NavbarLinkInput = { name: '', url: '' };

const NAVBAR_LINK_KIND: StoreLinkKind<StoreNavbarLink> = {
  list: NAVBAR_LINKS,
  title: 'Enlaces de la barra de navegación',
  description: `Hasta ${LIMITS.navbarLinksMax} enlaces que se muestran bajo el logo de tu tienda.`,
  emptyText: 'Aún no tienes enlaces en la barra de navegación.',
  noun: 'enlace',
  messages: {
    added: MESSAGES.navbarLinkAdded,
    addFailed: MESSAGES.navbarLinkAddFailed,
    updated: MESSAGES.navbarLinkUpdated,
    updateFailed: MESSAGES.navbarLinkUpdateFailed,
    deleted: MESSAGES.navbarLinkDeleted,
    deleteFailed: MESSAGES.navbarLinkDeleteFailed,
  },
  labelOf: (link) => link.name,
};

interface NavbarLinkFormProps extends StoreLinkFormSlot<NavbarLinkInput> {
  initial: NavbarLinkInput;
  disabled?: boolean;
}

function NavbarLinkForm({ initial, disabled = false, ...slot }: NavbarLinkFormProps) {
  const form = useForm<NavbarLinkInput>({
    resolver: navbarLinkResolver,
    mode: 'onTouched',
    defaultValues: initial,
  });
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <StoreLinkForm form={form} fields={['name', 'url']} empty={EMPTY} disabled={disabled} {...slot}>
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
          errors.url?.message ?? 'Una dirección completa (https://…) o una página de tu tienda (/…)'
        }
      />
    </StoreLinkForm>
  );
}

/** Enlaces de la barra de navegación: up to ten, the form off at ten (part 2 §5). */
export function StoreNavbarLinksSection({ links }: { links: StoreNavbarLink[] }) {
  const atLimit = links.length >= LIMITS.navbarLinksMax;
  return (
    <StoreLinksSection
      kind={NAVBAR_LINK_KIND}
      links={links}
      addNote={
        <Typography component="span" variant="body2" color="text.secondary">
          ({links.length} de {LIMITS.navbarLinksMax})
        </Typography>
      }
      editForm={(link, slot) => (
        <NavbarLinkForm initial={{ name: link.name, url: link.url }} {...slot} />
      )}
      addForm={(slot) => (
        <>
          {atLimit ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              {MESSAGES.navbarLinksLimit}
            </Alert>
          ) : null}
          <NavbarLinkForm initial={EMPTY} disabled={atLimit} {...slot} />
        </>
      )}
    />
  );
}
