import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES } from '@hogarte/shared/messages';
import { ImageListField, type StoredImage } from '../../../components/image-list-field';

interface AmbientImagesFieldProps {
  /** New images chosen on this device. */
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** Images the product already has (edit page) and is keeping. */
  stored?: readonly StoredImage[];
  onRemoveStored?: (id: number) => void;
  /** A problem found by the form (none, too many) or by the server. */
  error?: string | undefined;
}

/**
 * The ambient photos: one to five JPG or PNG images, each checked as it is chosen. Choosing more
 * than fit keeps the first ones and says 'Por favor, selecciona hasta un máximo de 5 imágenes.
 * ¡Gracias!' (part 2 §5).
 */
export function AmbientImagesField(props: AmbientImagesFieldProps) {
  return (
    <ImageListField
      {...props}
      label="Imágenes de ambientación"
      listLabel="Ambientes elegidos"
      storedName={(index) => `Imagen de ambientación ${index + 1}`}
      max={LIMITS.ambientImagesMax}
      tooManyMessage={MESSAGES.ambientImagesMax}
      helperText={`Entre ${LIMITS.ambientImagesMin} y ${LIMITS.ambientImagesMax} imágenes JPG o PNG de máximo 15MB cada una, que muestren el producto en un espacio.`}
      thumbnail={{ width: 120, height: 90 }}
    />
  );
}
