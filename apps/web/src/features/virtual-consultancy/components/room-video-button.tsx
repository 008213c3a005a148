import Button from '@mui/material/Button';
import VideocamOutlinedIcon from '@mui/icons-material/VideocamOutlined';
import { ROLE, type RoleId } from '@hogarte/shared/roles';

/**
 * The room's video call (spec part 2 §2.3): the client opens it in a new tab, keeping the room
 * open beside it; the designer in the same tab, as the sales adviser does. Hanging up there leads
 * back to this room.
 */
export function RoomVideoButton({ hashid, roleId }: { hashid: string; roleId: RoleId }) {
  const inNewTab = roleId === ROLE.client;
  return (
    <Button
      href={`/videochat/virtual-consultancy/${encodeURIComponent(hashid)}/${roleId}`}
      target={inNewTab ? '_blank' : undefined}
      rel={inNewTab ? 'noopener noreferrer' : undefined}
      variant="outlined"
      size="small"
      startIcon={<VideocamOutlinedIcon />}
      sx={{ whiteSpace: 'nowrap' }}
    >
      Videollamada
    </Button>
  );
}
