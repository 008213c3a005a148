import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { LIMITS } from '@hogarte/shared/limits';
import { QuantityStepper } from '../../../components/quantity-stepper';
import { showToast } from '../../../lib/toast';
import { useCreateRemodeling } from '../api/create-remodeling';
import { sheetPath } from '../../../lib/sheet-path';
import {
  DesignerRequestDialog,
  RequestPlaceFields,
  requestPlaceResolver,
  showRequestRefusal,
} from './designer-request-dialog';

interface RemodelingRequestDialogProps {
  designer: { uuid: string; name: string };
  onClose: () => void;
}

/**
 * 'Solicitar remodelación' (decision 029): a client asks the designer of a card for a remodelling
 * of so many spaces at an address. The new sheet opens at once; the designer is told by email and
 * WhatsApp and schedules the visit there.
 */
export function RemodelingRequestDialog({ designer, onClose }: RemodelingRequestDialogProps) {
  const navigate = useNavigate();
  const create = useCreateRemodeling();
  const [spaces, setSpaces] = useState(1);
  const form = useForm({
    resolver: requestPlaceResolver,
    mode: 'onTouched',
    defaultValues: { address: '', city_name: '' },
  });

  const onSubmit = form.handleSubmit(async (place) => {
    try {
      const answer = await create.mutateAsync({
        designer_uuid: designer.uuid,
        ...place,
        space_quantity: spaces,
      });
      showToast(answer.message, 'success');
      void navigate(sheetPath(answer.hashid));
    } catch (error) {
      showRequestRefusal(error, form.setError, ['address', 'city_name']);
    }
  });

  return (
    <DesignerRequestDialog
      title="Solicitar remodelación"
      intro={`Cuéntale a ${designer.name} dónde quieres remodelar. Creamos tu hoja de proceso y tu diseñador(a) agenda la visita a tu espacio.`}
      submitting={form.formState.isSubmitting}
      onSubmit={(event) => void onSubmit(event)}
      onClose={onClose}
    >
      <FormProvider {...form}>
        <RequestPlaceFields />
      </FormProvider>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Typography>Espacios a remodelar</Typography>
        <QuantityStepper
          label="Número de espacios"
          value={spaces}
          size="small"
          onDecrement={() => setSpaces((current) => current - 1)}
          onIncrement={() => setSpaces((current) => current + 1)}
          decrementDisabled={spaces <= 1}
          incrementDisabled={spaces >= LIMITS.remodelingSpacesMax}
        />
      </Box>
    </DesignerRequestDialog>
  );
}
