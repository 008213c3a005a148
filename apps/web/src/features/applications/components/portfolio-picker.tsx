import { LIMITS } from '@hogarte/shared/limits';
import { portfolioSignUpMaxAdd } from '@hogarte/shared/message-texts/accounts';
import { ImageListField } from '../../../components/image-list-field';
import { signUpImageProblem } from '../utils/image-problem';

interface PortfolioPickerProps {
  files: readonly File[];
  onChange: (files: File[]) => void;
  /** A problem found by the form (none chosen) or by the server. */
  error?: string | undefined;
}

/**
 * The sign-up portfolio: one to three images, each checked as it is chosen (type, 15 MB). Choosing
 * more than fit keeps the first ones and says 'Solo puedes añadir máximo 3 imágenes de
 * portafolio' (spec part 1 §5).
 */
export function PortfolioPicker(props: PortfolioPickerProps) {
  const max = LIMITS.signUpPortfolioMax;
  return (
    <ImageListField
      {...props}
      label="Portafolio"
      listLabel="Imágenes elegidas"
      max={max}
      tooManyMessage={portfolioSignUpMaxAdd}
      helperText={`Entre 1 y ${max} imágenes JPG o PNG de máximo 15MB cada una.`}
      validate={signUpImageProblem}
      thumbnail={{ width: 132, height: 100 }}
    />
  );
}
