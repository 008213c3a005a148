import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import { LIMITS } from '@hogarte/shared/limits';

interface NotificationBellProps {
  unread: number;
}

/** The notification icon of the app bar; the badge reads `9+` above nine (spec part 1 §9). */
export function NotificationBell({ unread }: NotificationBellProps) {
  const label = unread > 0 ? `Notificaciones: ${unread} sin leer` : 'Notificaciones';
  return (
    <IconButton aria-label={label} color="inherit">
      <Badge badgeContent={unread} max={LIMITS.notificationBadgeCap} color="primary">
        <NotificationsNoneOutlinedIcon />
      </Badge>
    </IconButton>
  );
}
