/**
 * What the navbar links and the social links sections share: the list, each link's edit and
 * delete, the add form's place, their toasts, and the frame of their forms. Each section brings
 * its texts, its fields and what its add form needs (a limit, the free networks).
 */
import { useState, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { SettingsSection } from '../../../components/settings-section';
import { applyServerFieldErrors } from '../../../lib/form-errors';
import { showToast } from '../../../lib/toast';
import { useAddStoreLink } from '../api/add-store-link';
import { useDeleteStoreLink } from '../api/delete-store-link';
import type { StoreLinkList } from '../api/store-link-lists';
import { useUpdateStoreLink } from '../api/update-store-link';
import { failureText } from './store-feedback';
import { readableUrl } from '../../../components/linkified-text';

/** What the list reads of every link: its key and the address it shows. */
interface StoreLinkBase {
  id: number;
  url: string;
}

/** What a section's form gets from the list: its name, its button and what saving does. */
export interface StoreLinkFormSlot<Values> {
  /** Names the form for assistive technology and tests. */
  label: string;
  submitText: string;
  /** Resolves when saved; throws the API's error otherwise. */
  onSave: (values: Values) => Promise<unknown>;
  onCancel?: () => void;
}

interface StoreLinkFormProps<Input extends FieldValues, Values> extends StoreLinkFormSlot<Values> {
  form: UseFormReturn<Input, unknown, Values>;
  /** The fields the API's errors may name. */
  fields: readonly Path<Input>[];
  /** What the form shows again once saved. */
  empty: Input;
  disabled?: boolean;
  children: ReactNode;
}

/** A link's form: its fields stacked, Cancel when editing, and the API's errors on the fields. */
export function StoreLinkForm<Input extends FieldValues, Values>({
  form,
  fields,
  empty,
  label,
  submitText,
  disabled = false,
  onSave,
  onCancel,
  children,
}: StoreLinkFormProps<Input, Values>) {
  const {
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = form;
  const onSubmit = handleSubmit(async (values) => {
    try {
      await onSave(values);
      reset(empty);
    } catch (error) {
      applyServerFieldErrors(error, setError, fields);
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
        {children}
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

/** A list's texts and calls. */
export interface StoreLinkKind<Link extends StoreLinkBase> {
  list: StoreLinkList<Link>;
  title: string;
  description: string;
  emptyText: string;
  /** Names the forms and buttons: "Agregar enlace", "Editar red social Instagram". */
  noun: string;
  /** The spec's toasts of each change. */
  messages: {
    added: string;
    addFailed: string;
    updated: string;
    updateFailed: string;
    deleted: string;
    deleteFailed: string;
  };
  /** How a link is named in the list and its buttons. */
  labelOf: (link: Link) => string;
  iconOf?: (link: Link) => ReactNode;
}

/** The change's toast: the spec's success text, or why it failed (the form keeps the error). */
async function withToasts(save: Promise<unknown>, success: string, failure: string) {
  try {
    await save;
    showToast(success, 'success');
  } catch (error) {
    showToast(failureText(error, failure), 'error');
    throw error;
  }
}

interface StoreLinkRowProps<Link extends StoreLinkBase, Values> {
  kind: StoreLinkKind<Link>;
  link: Link;
  /** The link's form with its values, for editing it. */
  editForm: (slot: StoreLinkFormSlot<Values>) => ReactNode;
}

function StoreLinkRow<Link extends StoreLinkBase, Values>({
  kind,
  link,
  editForm,
}: StoreLinkRowProps<Link, Values>) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateStoreLink<Link, Values>(kind.list);
  const remove = useDeleteStoreLink(kind.list);
  const label = kind.labelOf(link);

  if (editing) {
    return (
      <ListItem disableGutters sx={{ display: 'block', py: 1.5 }}>
        {editForm({
          label: `Editar ${kind.noun} ${label}`,
          submitText: `Guardar ${kind.noun}`,
          onCancel: () => setEditing(false),
          onSave: async (values) => {
            await withToasts(
              update.mutateAsync({ id: link.id, values }),
              kind.messages.updated,
              kind.messages.updateFailed,
            );
            setEditing(false);
          },
        })}
      </ListItem>
    );
  }

  const onDelete = () =>
    remove.mutate(link.id, {
      onSuccess: () => showToast(kind.messages.deleted, 'success'),
      onError: (error) => showToast(failureText(error, kind.messages.deleteFailed), 'error'),
    });
  return (
    <ListItem
      disableGutters
      secondaryAction={
        <Stack direction="row" spacing={0.5}>
          <IconButton aria-label={`Editar ${kind.noun} ${label}`} onClick={() => setEditing(true)}>
            <EditOutlinedIcon />
          </IconButton>
          <IconButton
            edge="end"
            aria-label={`Eliminar ${kind.noun} ${label}`}
            onClick={onDelete}
            disabled={remove.isPending}
          >
            <DeleteOutlineIcon />
          </IconButton>
        </Stack>
      }
    >
      {kind.iconOf ? <ListItemIcon sx={{ minWidth: 40 }}>{kind.iconOf(link)}</ListItemIcon> : null}
      <ListItemText
        primary={label}
        secondary={readableUrl(link.url)}
        sx={{ pr: 10, overflowWrap: 'anywhere' }}
      />
    </ListItem>
  );
}

interface StoreLinksSectionProps<Link extends StoreLinkBase, Values> {
  kind: StoreLinkKind<Link>;
  links: Link[];
  /** Said after "Agregar …": how many of the limit are used. */
  addNote?: ReactNode;
  editForm: (link: Link, slot: StoreLinkFormSlot<Values>) => ReactNode;
  /** The add form, or what stands in its place. */
  addForm: (slot: StoreLinkFormSlot<Values>) => ReactNode;
}

export function StoreLinksSection<Link extends StoreLinkBase, Values>({
  kind,
  links,
  addNote,
  editForm,
  addForm,
}: StoreLinksSectionProps<Link, Values>) {
  const add = useAddStoreLink<Link, Values>(kind.list);
  const addText = `Agregar ${kind.noun}`;
  return (
    <SettingsSection title={kind.title} description={kind.description}>
      {links.length > 0 ? (
        <List aria-label={kind.title} sx={{ mb: 2 }}>
          {links.map((link) => (
            <StoreLinkRow
              key={link.id}
              kind={kind}
              link={link}
              editForm={(slot) => editForm(link, slot)}
            />
          ))}
        </List>
      ) : (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {kind.emptyText}
        </Typography>
      )}
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
        {addText}
        {addNote ? <> {addNote}</> : null}
      </Typography>
      {addForm({
        label: addText,
        submitText: addText,
        onSave: (values) =>
          withToasts(add.mutateAsync(values), kind.messages.added, kind.messages.addFailed),
      })}
    </SettingsSection>
  );
}
