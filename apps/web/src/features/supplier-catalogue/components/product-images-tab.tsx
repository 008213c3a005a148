import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import { MESSAGES } from '@hogarte/shared/messages';
import { ambientImagesProblem } from '@hogarte/shared/schemas/catalogue';
import type { ProductDetail } from '@hogarte/shared/contracts/catalogue';
import { showToast } from '../../../lib/toast';
import { useUpdateAmbientImages } from '../api/update-ambient-images';
import { useUpdatePrincipalImage } from '../api/update-principal-image';
import { AmbientImagesField } from './ambient-images-field';
import { fieldProblem } from '../utils/field-problem';
import { ProductImageField } from './product-image-field';

/** Replaces the cover: `imageId` names the image replaced, 0 when there is none yet. */
function PrincipalImageForm({ product }: { product: ProductDetail }) {
  const update = useUpdatePrincipalImage();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setError(MESSAGES.productCoverRequired);
      return;
    }
    update.mutate(
      { id: product.id, imageId: product.principal_image?.id ?? 0, image: file },
      {
        onSuccess: () => {
          showToast(MESSAGES.principalImageUpdated, 'success');
          setFile(null);
        },
        onError: (failure) => {
          setError(fieldProblem(failure));
          showToast(MESSAGES.principalImageUpdateFailed, 'error');
        },
      },
    );
  };

  return (
    <Box component="form" aria-label="Portada del producto" noValidate onSubmit={onSubmit}>
      <ProductImageField
        label="Imagen principal"
        file={file}
        currentUrl={product.principal_image?.url}
        onChange={(chosen) => {
          setError(undefined);
          setFile(chosen);
        }}
        error={error}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button type="submit" variant="contained" disabled={update.isPending}>
          {update.isPending ? 'Guardando…' : 'Guardar imagen principal'}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * Adds and removes ambient images in one request; the product keeps one to five, checked before
 * anything is sent.
 */
function AmbientImagesForm({ product }: { product: ProductDetail }) {
  const update = useUpdateAmbientImages();
  const [added, setAdded] = useState<File[]>([]);
  const [deletedIds, setDeletedIds] = useState<number[]>([]);
  const [error, setError] = useState<string | undefined>();
  const kept = product.ambient_images
    .filter((image) => !deletedIds.includes(image.id))
    .map((image) => ({ id: image.id, url: image.card_url || image.url }));
  const changed = added.length > 0 || deletedIds.length > 0;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = ambientImagesProblem(kept.length + added.length);
    if (problem) {
      setError(problem);
      return;
    }
    update.mutate(
      { id: product.id, added, deletedIds },
      {
        onSuccess: () => {
          showToast(MESSAGES.ambientImagesUpdated, 'success');
          setAdded([]);
          setDeletedIds([]);
        },
        onError: (failure) => {
          setError(fieldProblem(failure));
          showToast(MESSAGES.ambientImagesUpdateFailed, 'error');
        },
      },
    );
  };

  return (
    <Box component="form" aria-label="Ambientación del producto" noValidate onSubmit={onSubmit}>
      <AmbientImagesField
        files={added}
        onChange={(files) => {
          setError(undefined);
          setAdded(files);
        }}
        stored={kept}
        onRemoveStored={(id) => {
          setError(undefined);
          setDeletedIds((ids) => [...ids, id]);
        }}
        error={error}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 2, flexWrap: 'wrap' }}>
        {changed ? (
          <Button
            onClick={() => {
              setAdded([]);
              setDeletedIds([]);
              setError(undefined);
            }}
            disabled={update.isPending}
          >
            Descartar cambios
          </Button>
        ) : null}
        <Button type="submit" variant="contained" disabled={update.isPending || !changed}>
          {update.isPending ? 'Guardando…' : 'Guardar imágenes'}
        </Button>
      </Box>
    </Box>
  );
}

/** 'Imágenes': the cover and the ambient images, each saved on its own. */
export function ProductImagesTab({ product }: { product: ProductDetail }) {
  return (
    <>
      <PrincipalImageForm product={product} />
      <Divider sx={{ my: 3 }} />
      <AmbientImagesForm product={product} />
    </>
  );
}
