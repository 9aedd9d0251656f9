/**
 * One chat turn at a time per device. A message from a device whose previous message is still
 * being answered (a second tab, a client that does not wait) is not answered: it gets `no_response`
 * (SPEC.md section 8), which the chat window shows as "I did not get an answer. Please try again
 * in a moment." The chat window itself sends one message at a time, so it never meets this.
 * Kept per server process: each process answers the devices whose requests it holds.
 */
export interface TurnsInFlight {
  /** Claims the device's turn; false while another of its turns runs. */
  claim(deviceId: string): boolean;
  release(deviceId: string): void;
}

export function createTurnsInFlight(): TurnsInFlight {
  const running = new Set<string>();
  return {
    claim(deviceId) {
      if (running.has(deviceId)) return false;
      running.add(deviceId);
      return true;
    },
    release(deviceId) {
      running.delete(deviceId);
    },
  };
}
