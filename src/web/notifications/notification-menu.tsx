import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { notificationAge } from '../../shared/format/notification-age';
import type { AppNotification } from '../api/notifications/app-notification';
import { actionTarget } from './action-path';
import { markNotificationsRead } from './mark-notifications-read';
import { DROPDOWN_LIMIT } from './notification-constants';
import { useNotificationsState } from './notifications-store';

interface NotificationMenuProps {
  id: string;
  /** The bell button while the dropdown is open; null while it is closed. */
  anchor: HTMLElement | null;
  onClose: () => void;
}

export const CAUGHT_UP_TEXT = "You're all caught up.";

/** The bell's dropdown: at most DROPDOWN_LIMIT unread notifications, each opening its page, and Mark all read. */
export function NotificationMenu({ id, anchor, onClose }: NotificationMenuProps) {
  const { unreadCount, items } = useNotificationsState();
  const navigate = useNavigate();
  const shown = items.slice(0, DROPDOWN_LIMIT);
  const now = new Date();
  const headingRef = useRef<HTMLHeadingElement>(null);

  const markAllRead = async (): Promise<void> => {
    await markNotificationsRead('all');
    // The button just pressed is now disabled and has dropped focus; keep it inside the dropdown so the
    // keyboard user can still read it and leave with Escape.
    headingRef.current?.focus();
  };

  const open = (notification: AppNotification): void => {
    onClose();
    void markNotificationsRead([notification.id]);
    const target = actionTarget(notification.actionUrl, window.location.origin);
    if (target.kind === 'app') void navigate(target.path);
    else if (target.kind === 'external') window.location.assign(target.url);
  };

  return (
    <Popover
      id={id}
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-label': 'Notifications', sx: { width: 360, maxWidth: 'calc(100vw - 16px)' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Typography ref={headingRef} tabIndex={-1} component="h2" variant="subtitle1" sx={{ fontWeight: 700, outline: 'none' }}>
          Notifications
        </Typography>
        <Button size="small" disabled={unreadCount === 0 && shown.length === 0} onClick={() => void markAllRead()}>
          Mark all read
        </Button>
      </Box>
      <Divider />
      {shown.length === 0 ? (
        <Typography sx={{ px: 2, py: 3 }} color="text.secondary">
          {CAUGHT_UP_TEXT}
        </Typography>
      ) : (
        <List dense disablePadding>
          {shown.map((notification) => (
            // A list holds list items only: each notification's button sits in its own.
            <ListItem key={notification.id} disablePadding>
              <ListItemButton onClick={() => open(notification)}>
                <ListItemText primary={notification.title} secondary={notificationAge(notification.createdAt, now)} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Popover>
  );
}
