import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import type { StoreBanner } from '@hogarte/shared/contracts/store-settings';
import { LIMITS } from '@hogarte/shared/limits';

interface StoreBannerSlideshowProps {
  banners: StoreBanner[];
  companyName: string;
}

const CONTROL_SX = {
  // Phones use the dots: the arrows would cover a short banner.
  display: { xs: 'none', sm: 'inline-flex' },
  bgcolor: 'rgba(255,255,255,0.88)',
  color: '#1f1a17',
  boxShadow: 1,
  '&:hover': { bgcolor: '#ffffff' },
} as const;

/**
 * The store's banners (part 2 §9): a new one every 8 s, sliding in 1.2 s. It stops while the
 * pointer or the keyboard is on it, on request (the pause button), and for people who ask their
 * system for reduced motion, who change banners themselves with the arrows and dots.
 */
export function StoreBannerSlideshow({ banners, companyName }: StoreBannerSlideshowProps) {
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const count = banners.length;
  const current = count > 0 ? index % count : 0;
  const canRotate = count > 1 && !reducedMotion;
  const playing = canRotate && !hovered && !focused && !stopped;

  useEffect(() => {
    if (!playing) return undefined;
    // One timer per banner shown: choosing a banner by hand gives it the full 8 s too.
    const timer = window.setTimeout(
      () => setIndex((value) => (value + 1) % count),
      LIMITS.slideshowAutoplayMs,
    );
    return () => window.clearTimeout(timer);
  }, [playing, current, count]);

  if (count === 0) return null;
  const go = (next: number) => setIndex((next + count) % count);

  return (
    <Box
      component="section"
      aria-roledescription="carrusel"
      aria-label={`Banners de ${companyName}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
      sx={{ position: 'relative', overflow: 'hidden', bgcolor: 'background.default' }}
    >
      <Box
        aria-live={playing ? 'off' : 'polite'}
        sx={{
          display: 'flex',
          transform: `translateX(-${current * 100}%)`,
          transition: reducedMotion
            ? 'none'
            : `transform ${LIMITS.slideshowSpeedMs}ms cubic-bezier(0.4, 0, 0.2, 1)`,
        }}
      >
        {banners.map((banner, position) => (
          <Box
            key={banner.id}
            role="group"
            aria-roledescription="diapositiva"
            aria-label={`${position + 1} de ${count}`}
            aria-hidden={position !== current}
            sx={{ flex: '0 0 100%' }}
          >
            <Box
              component="img"
              src={banner.url}
              srcSet={`${banner.card_url} 768w, ${banner.url} 1920w`}
              sizes="100vw"
              alt={`Banner ${position + 1} de ${companyName}`}
              loading={position === 0 ? 'eager' : 'lazy'}
              fetchPriority={position === 0 ? 'high' : 'auto'}
              sx={{
                display: 'block',
                width: '100%',
                // The spec's 1920×600 on every screen: a supplier's lettering is never cropped.
                aspectRatio: '16 / 5',
                objectFit: 'cover',
              }}
            />
          </Box>
        ))}
      </Box>
      {count > 1 ? (
        <>
          <IconButton
            aria-label="Banner anterior"
            onClick={() => go(current - 1)}
            size="small"
            sx={{
              ...CONTROL_SX,
              position: 'absolute',
              left: { xs: 8, md: 16 },
              top: '50%',
              transform: 'translateY(-50%)',
            }}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            aria-label="Banner siguiente"
            onClick={() => go(current + 1)}
            size="small"
            sx={{
              ...CONTROL_SX,
              position: 'absolute',
              right: { xs: 8, md: 16 },
              top: '50%',
              transform: 'translateY(-50%)',
            }}
          >
            <ChevronRightIcon />
          </IconButton>
          <Box
            sx={{
              position: 'absolute',
              left: '50%',
              bottom: { xs: 4, md: 12 },
              transform: 'translateX(-50%)',
              display: 'flex',
              alignItems: 'center',
              gap: 0.25,
              px: 0.5,
              borderRadius: 999,
              bgcolor: 'rgba(0,0,0,0.4)',
            }}
          >
            {banners.map((banner, position) => (
              <IconButton
                key={banner.id}
                aria-label={`Ir al banner ${position + 1}`}
                aria-current={position === current ? 'true' : undefined}
                onClick={() => go(position)}
                size="small"
                sx={{ p: '7px' }}
              >
                <Box
                  component="span"
                  sx={{
                    display: 'block',
                    width: 10,
                    height: 10,
                    borderRadius: '50%',
                    border: '2px solid #ffffff',
                    bgcolor: position === current ? '#ffffff' : 'transparent',
                  }}
                />
              </IconButton>
            ))}
            {canRotate ? (
              <IconButton
                aria-label={stopped ? 'Reanudar banners' : 'Pausar banners'}
                onClick={() => setStopped((value) => !value)}
                size="small"
                sx={{ color: '#ffffff', p: '4px' }}
              >
                {stopped ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
              </IconButton>
            ) : null}
          </Box>
        </>
      ) : null}
    </Box>
  );
}
