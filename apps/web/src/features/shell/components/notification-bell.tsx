import { useId, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import type { ChatNotification } from '@hogarte/shared/contracts/chat-notifications';
import { LIMITS } from '@hogarte/shared/limits';
import { MESSAGES } from '@hogarte/shared/messages';
import { CHAT_NOTIFIED_ROLES, type RoleId } from '@hogarte/shared/roles';
import { consultancyRoomPath } from '../../../lib/consultancy-paths';
import { formatDateTime } from '../../../lib/format';
import { visuallyHidden } from '../../../components/visually-hidden';
import { useUnreadNotifications } from '../api/get-unread-notifications';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
} from '../api/mark-notifications-read';
import { useChatAlerts } from './use-chat-alerts';

/** One line of the panel, with the ids of the same alert received more than once. */
interface Shown {
  notification: ChatNotification;
  ids: number[];
}

/**
 * What the panel keeps (part 2 §3 Notification): the newest 20, each alert once — the same room,
 * message and time is a duplicate, whose ids are read along with the one shown.
 */
function keptNotifications(list: readonly ChatNotification[]): Shown[] {
  const byAlert = new Map<string, Shown>();
  for (const notification of list) {
    const key = JSON.stringify([
      notification.roomUuid,
      notification.message,
      notification.timestamp,
    ]);
    const known = byAlert.get(key);
    if (known) known.ids.push(notification.id);
    else byAlert.set(key, { notification, ids: [notification.id] });
  }
  return [...byAlert.values()].slice(0, LIMITS.notificationsKept);
}

function NotificationRow({ shown, onOpen }: { shown: Shown; onOpen: () => void }) {
  const { notification } = shown;
  const { sender } = notification;
  const fullName = `${sender.first_name} ${sender.last_name}`.trim();
  const unread = !notification.isRead;
  return (
    <ListItem disablePadding divider>
      <ListItemButton onClick={onOpen} sx={{ alignItems: 'flex-start', gap: 1.5, py: 1.25 }}>
        <Badge
          variant="dot"
          color="primary"
          invisible={!unread}
          overlap="circular"
          anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
        >
          <Avatar src={sender.avatar ?? undefined} alt="" sx={{ bgcolor: 'secondary.main' }}>
            {fullName.charAt(0).toUpperCase()}
          </Avatar>
        </Badge>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="span" noWrap sx={{ display: 'block', fontWeight: 600 }}>
            {unread ? (
              <>
                <Box component="span" sx={visuallyHidden}>
                  No leída:
                </Box>{' '}
              </>
            ) : null}
            {fullName}
          </Typography>
          <Typography
            component="span"
            variant="body2"
            color={unread ? 'text.primary' : 'text.secondary'}
            sx={{ display: 'block', fontWeight: unread ? 600 : 400, overflowWrap: 'anywhere' }}
          >
            {notification.message}
          </Typography>
          <Typography component="span" variant="caption" color="text.secondary">
            {formatDateTime(notification.timestamp)}
          </Typography>
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

interface NotificationBellProps {
  roleId: RoleId;
}

/**
 * The notification icon of the app bar (spec part 2 §4 Notification): for the people who chat,
 * their unread chat notifications, refreshed by the socket's alerts; the badge reads `9+` above
 * nine. Opening one marks it read and leads to its chat (a virtual consultancy's is its room).
 * Other roles see a quiet bell.
 */
export function NotificationBell({ roleId }: NotificationBellProps) {
  const chats = CHAT_NOTIFIED_ROLES.includes(roleId);
  const notifications = useUnreadNotifications(chats);
  useChatAlerts(chats);
  const markRead = useMarkNotificationRead();
  const markAllRead = useMarkAllNotificationsRead();
  const navigate = useNavigate();
  const { companyName } = useParams();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const panelId = useId();
  const titleId = useId();

  const shown = useMemo(() => keptNotifications(notifications.data ?? []), [notifications.data]);
  const unread = shown.filter(({ notification }) => !notification.isRead).length;
  // The name holds what the badge shows ('9+' past the cap), as voice control reads it.
  const cap = LIMITS.notificationBadgeCap;
  const label =
    unread > cap
      ? `Notificaciones: más de ${cap} sin leer`
      : unread > 0
        ? `Notificaciones: ${unread} sin leer`
        : 'Notificaciones';

  const open = ({ notification, ids }: Shown) => {
    if (!notification.isRead) for (const id of ids) markRead.mutate(id);
    setAnchor(null);
    // A sales chat or a virtual consultancy's room, by role; a client inside a store stays in
    // that store's pages.
    void navigate(
      consultancyRoomPath(notification.consultancyType, notification.hashid, roleId, companyName),
    );
  };

  return (
    <>
      <IconButton
        aria-label={label}
        aria-haspopup="dialog"
        aria-controls={anchor ? panelId : undefined}
        aria-expanded={anchor ? true : undefined}
        color="inherit"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {/* No count, no badge: a hidden '0' would still be text the button's name lacks. */}
        <Badge badgeContent={unread > 0 ? unread : null} max={cap} color="primary">
          <NotificationsNoneOutlinedIcon />
        </Badge>
      </IconButton>
      <Popover
        id={panelId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-labelledby': titleId,
            sx: { width: 360, maxWidth: 'calc(100vw - 32px)', maxHeight: 480, mt: 1 },
          },
        }}
      >
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 1,
            px: 2,
            py: 1,
          }}
        >
          <Typography id={titleId} component="h2" variant="subtitle1" fontWeight={600}>
            Notificaciones
          </Typography>
          <Button
            size="small"
            disabled={unread === 0}
            onClick={() => markAllRead.mutate(Math.max(...shown.flatMap(({ ids }) => ids)))}
          >
            Marcar todas como leídas
          </Button>
        </Box>
        {shown.length === 0 ? (
          <Typography color="text.secondary" sx={{ px: 2, pb: 2 }}>
            {MESSAGES.notificationsEmpty}
          </Typography>
        ) : (
          <List disablePadding>
            {shown.map((item) => (
              <NotificationRow key={item.notification.id} shown={item} onOpen={() => open(item)} />
            ))}
          </List>
        )}
      </Popover>
    </>
  );
}
