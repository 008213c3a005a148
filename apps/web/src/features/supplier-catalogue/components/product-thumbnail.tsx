import Avatar from '@mui/material/Avatar';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';

/** A product's cover in a table row; an icon when it has none yet. */
export function ProductThumbnail({ src, size = 48 }: { src: string | null; size?: number }) {
  return (
    <Avatar
      variant="rounded"
      src={src ?? undefined}
      alt=""
      sx={{ width: size, height: size, bgcolor: 'action.hover', color: 'text.disabled' }}
    >
      <ImageOutlinedIcon aria-hidden />
    </Avatar>
  );
}
