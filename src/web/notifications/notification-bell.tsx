import NotificationsIcon from '@mui/icons-material/Notifications';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { useId, useState } from 'react';
import { useSession } from '../session/use-session';
import { NotificationMenu } from './notification-menu';
import { notificationBellLabel } from './notification-bell-label';
import { NOTIFIED_USER_TYPES } from './notification-poller';
import { useNotificationsState } from './notifications-store';

/**
 * The top bar's bell (spec 000 §2, §4): the unread count on a badge, and a dropdown of the newest unread
 * notifications. Draws nothing when signed out. The NotificationPoller in the app shell keeps
 * its data fresh, so the bell itself makes no calls until a person acts.
 */
export function NotificationBell() {
  const { valid, claims } = useSession();
  const { unreadCount } = useNotificationsState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const userType = claims?.userType ?? null;
  if (!valid || userType === null || !NOTIFIED_USER_TYPES.includes(userType)) return null;

  const open = anchor !== null;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={notificationBellLabel(unreadCount)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {/* The count is in the button's name ("Notifications, 3 unread"); the badge is for the eye only, and is gone
            at 0 (a hidden badge still holds its old number, which a name check reads as the button's text). */}
        {unreadCount > 0 ? (
          <Badge badgeContent={unreadCount} color="error" max={99} slotProps={{ badge: { 'aria-hidden': true } }}>
            <NotificationsIcon />
          </Badge>
        ) : (
          <NotificationsIcon />
        )}
      </IconButton>
      <NotificationMenu id={menuId} anchor={anchor} onClose={() => setAnchor(null)} />
    </>
  );
}
