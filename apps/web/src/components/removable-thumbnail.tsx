import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';

interface RemovableThumbnailProps {
  url: string | null;
  alt: string;
  caption: string;
  /** Shown on hover when the caption is shortened (a long file name). */
  title?: string;
  removeLabel: string;
  onRemove: () => void;
  width: number;
  height: number;
}

/** An image chosen in a form, as a list item with its caption and a button to take it out. */
export function RemovableThumbnail({
  url,
  alt,
  caption,
  title = caption,
  removeLabel,
  onRemove,
  width,
  height,
}: RemovableThumbnailProps) {
  return (
    <Box component="li" sx={{ listStyle: 'none', width }}>
      <Box
        sx={{
          position: 'relative',
          width,
          height,
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'action.hover',
        }}
      >
        {url ? (
          <Box
            component="img"
            src={url}
            alt={alt}
            sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : null}
        <IconButton
          size="small"
          aria-label={removeLabel}
          onClick={onRemove}
          sx={{
            position: 'absolute',
            top: 4,
            right: 4,
            bgcolor: 'background.paper',
            '&:hover': { bgcolor: 'background.paper' },
          }}
        >
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </Box>
      <Typography variant="caption" component="p" noWrap title={title} sx={{ mt: 0.5 }}>
        {caption}
      </Typography>
    </Box>
  );
}
