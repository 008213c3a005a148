import { useForm } from 'react-hook-form';
import type { AdviserDetail } from '@hogarte/shared/contracts/advisers';
import { MESSAGES } from '@hogarte/shared/messages';
import { useUpdateAdviser } from '../api/update-adviser';
import { useAdviserFiles } from '../utils/use-adviser-files';
import { AdviserForm } from './adviser-form';
import { ADVISER_PROFILE_FIELDS } from './adviser-profile-section';
import { lazySchemaResolver } from '../../../lib/lazy-schema-resolver';
import { TextField } from '../../../components/text-field';

const adviserProfileResolver = lazySchemaResolver(() =>
  import('@hogarte/shared/schemas/advisers').then((module) => module.adviserProfileSchema),
);

/**
 * 'Editar Asesor' (part 2 §2.5, §5): the same data and files as on creation, from the adviser as
 * stored. The email is shown locked and there is no password here.
 */
export function EditAdviserForm({ adviser }: { adviser: AdviserDetail }) {
  const update = useUpdateAdviser();
  const files = useAdviserFiles(adviser);
  const form = useForm({
    resolver: adviserProfileResolver,
    mode: 'onTouched',
    defaultValues: {
      first_name: adviser.first_name,
      last_name: adviser.last_name,
      cedula: adviser.cedula ?? '',
      phone: adviser.phone,
      city_name: adviser.city_name ?? '',
      city_id: adviser.city_id ?? undefined,
      professional_profile: adviser.professional_profile ?? '',
      instagram_account: adviser.instagram ?? '',
      video_presentation_url: adviser.video_presentation_url ?? '',
    },
  });

  return (
    <AdviserForm
      form={form}
      files={files}
      label="Editar Asesor"
      email={() => (
        <TextField
          label="Correo electrónico"
          value={adviser.email}
          disabled
          helperText="El correo del asesor no se puede cambiar"
        />
      )}
      stored={adviser}
      submitLabel="Guardar cambios"
      serverFields={ADVISER_PROFILE_FIELDS}
      send={async (fields) => {
        await update.mutateAsync({
          uuid: adviser.salesperson_id,
          fields,
          avatar: files.avatar,
          diploma: files.diploma,
          portfolio: files.portfolio,
          deletedPortfolio: files.deleted,
        });
        return true;
      }}
      succeeded={MESSAGES.adviserUpdated}
      failed={{ toast: MESSAGES.adviserUpdateFailed, alert: MESSAGES.adviserUpdateFailed }}
    />
  );
}
