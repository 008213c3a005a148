import { useState } from 'react';
import Box from '@mui/material/Box';
import type { ProductImage } from '@hogarte/shared/contracts/catalogue';

const COVER = { display: 'block', width: '100%', height: '100%', objectFit: 'cover' } as const;

interface ProductGalleryProps {
  name: string;
  /** The principal image first, then the ambient ones. */
  images: ProductImage[];
}

/** The large image with thumbnails to switch between the product and its ambient photos. */
export function ProductGallery({ name, images }: ProductGalleryProps) {
  const [selected, setSelected] = useState(0);
  const current = images[Math.min(selected, images.length - 1)];
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '1 / 1',
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: '#f1e9df',
        }}
      >
        {current ? (
          <img
            src={current.url}
            alt={selected === 0 ? name : `${name}, ambientación ${selected}`}
            width={960}
            height={960}
            fetchPriority="high"
            decoding="async"
            style={COVER}
          />
        ) : (
          <Box
            role="img"
            aria-label={name}
            sx={{
              width: '100%',
              height: '100%',
              background: 'repeating-linear-gradient(135deg, #efe6da 0 18px, #f6efe6 18px 36px)',
            }}
          />
        )}
      </Box>
      {images.length > 1 ? (
        <Box
          role="group"
          aria-label="Imágenes del producto"
          sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 0.5 }}
        >
          {images.map((image, index) => (
            <Box
              component="button"
              type="button"
              key={image.id}
              onClick={() => setSelected(index)}
              aria-label={`Ver imagen ${index + 1} de ${images.length}`}
              aria-pressed={index === selected}
              sx={{
                flexShrink: 0,
                width: { xs: 64, sm: 76 },
                aspectRatio: '1 / 1',
                p: 0,
                border: 2,
                borderColor: index === selected ? 'primary.main' : 'transparent',
                borderRadius: 1,
                overflow: 'hidden',
                cursor: 'pointer',
                bgcolor: '#f1e9df',
                opacity: index === selected ? 1 : 0.8,
                '&:hover': { opacity: 1 },
                '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
              }}
            >
              <img src={image.card_url} alt="" width={76} height={76} style={COVER} />
            </Box>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
