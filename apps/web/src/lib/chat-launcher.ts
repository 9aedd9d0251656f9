// Whether the chat window is open and with which hint: a tiny store shared by the header's chat
// avatar (first bundle) and the lazily loaded assistant overlay, so neither imports the other.
import { useSyncExternalStore } from 'react';

export interface ChatLaunch {
  open: boolean;
  /** The hint the chat opens with (a system message), or null. */
  systemMessage: string | null;
}

let state: ChatLaunch = { open: false, systemMessage: null };
const listeners = new Set<() => void>();

function set(next: ChatLaunch): void {
  state = next;
  for (const listener of listeners) listener();
}

export const openChat = (systemMessage: string | null = null): void => set({ open: true, systemMessage });
export const closeChat = (): void => set({ open: false, systemMessage: null });

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useChatLaunch(): ChatLaunch {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
