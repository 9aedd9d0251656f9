// Where the staff token is kept: this browser's local storage, under a key of the console's own
// (the shop keeps its shoppers' refresh token under `refreshToken`).
const KEY = 'blitzStaffToken';

export function readStaffToken(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function storeStaffToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(KEY, token);
    else localStorage.removeItem(KEY);
  } catch {
    // Private mode without storage: the session lasts until the tab closes.
  }
}
