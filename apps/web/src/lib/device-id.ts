// The device id sent in the realtime socket's handshake (SPEC.md section 3, local storage key
// device_id): made once per browser with crypto.randomUUID and kept.
import { STORAGE_KEYS } from '@blitz/contract';
import { readStorage, writeStorage } from './storage';

function randomId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Old browsers without randomUUID: still unique enough to tell devices apart.
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

export function getDeviceId(): string {
  const stored = readStorage(STORAGE_KEYS.deviceId);
  if (stored) return stored;
  const id = randomId();
  writeStorage(STORAGE_KEYS.deviceId, id);
  return id;
}
