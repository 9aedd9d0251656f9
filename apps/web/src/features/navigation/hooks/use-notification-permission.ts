// The footer's Allow Notifications button: offered only while the browser has not decided
// (permission 'default'), and hidden as soon as the visitor asks, whatever the answer.
import { useCallback, useState } from 'react';

function readPermission(): NotificationPermission | 'unsupported' {
  if (typeof window === 'undefined' || !('Notification' in window)) return 'unsupported';
  return window.Notification.permission;
}

export interface NotificationPermissionState {
  canAsk: boolean;
  request: () => Promise<void>;
}

export function useNotificationPermission(): NotificationPermissionState {
  const [permission, setPermission] = useState(readPermission);
  const [asked, setAsked] = useState(false);

  const request = useCallback(async () => {
    if (readPermission() === 'unsupported') return;
    setAsked(true);
    try {
      setPermission(await window.Notification.requestPermission());
    } catch {
      // Old browsers only support the callback form; the button stays hidden either way.
      setPermission(readPermission());
    }
  }, []);

  return { canAsk: !asked && permission === 'default', request };
}
