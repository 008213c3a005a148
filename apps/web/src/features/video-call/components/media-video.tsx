import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';

interface MediaVideoProps {
  stream: MediaStream | null;
  label: string;
  /** One's own picture: muted (no echo) and mirrored like a mirror. */
  own?: boolean;
  mirrored?: boolean;
}

/** A `<video>` playing a live stream (a `srcObject`, which React cannot set as an attribute). */
export function MediaVideo({ stream, label, own = false, mirrored = false }: MediaVideoProps) {
  const element = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = element.current;
    if (!video) return;
    video.srcObject = stream;
    // Autoplay may wait for the page to be visible; play() asks again and its refusal is harmless.
    if (stream) video.play().catch(() => undefined);
  }, [stream]);
  return (
    <Box
      component="video"
      ref={element}
      aria-label={label}
      autoPlay
      playsInline
      muted={own}
      sx={{
        display: 'block',
        width: '100%',
        height: '100%',
        objectFit: 'contain',
        bgcolor: 'grey.900',
        transform: mirrored ? 'scaleX(-1)' : undefined,
      }}
    />
  );
}
