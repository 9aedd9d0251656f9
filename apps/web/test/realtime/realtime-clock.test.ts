// @vitest-environment node
// The clock check measures the device's clock when the server's answer arrives, however long the
// answer's check then takes: here the checks load a second late (as on a slow phone, where the
// checks' worker first downloads and builds zod and the schemas).
import { afterEach, expect, it, vi } from 'vitest';
import { RealtimeClient } from '../../src/lib/realtime/realtime-client';
import { eventually, startFakeGateway, type FakeGateway } from './fake-gateway';

const CHECKS_LATE_MS = 1000;

vi.mock('../../src/lib/checks/check-core', async (importOriginal) => {
  await new Promise((resolve) => setTimeout(resolve, CHECKS_LATE_MS));
  return importOriginal();
});

let gateway: FakeGateway | null = null;
let client: RealtimeClient | null = null;

afterEach(async () => {
  client?.stop();
  await gateway?.close();
});

it("keeps the server clock's offset as it was when the acknowledgement came, not after its check", async () => {
  gateway = await startFakeGateway();
  // The device's clock runs 2 s behind the server's.
  client = new RealtimeClient({ url: gateway.url, now: () => Date.now() - 2000, policy: { ackTimeoutMs: 5000 } });
  client.setCredentials({ nickname: 'Thandi', bidToken: 'bid-1', refreshToken: 'refresh-1' });
  client.start();
  const started = Date.now();
  await eventually(() => expect(client!.store.getState().authenticated).toBe(true), 10_000);
  expect(Date.now() - started).toBeGreaterThanOrEqual(CHECKS_LATE_MS - 50);
  const { clockOffsetMs } = client.store.getState();
  // Read after the check, the offset would be about a second short (under 1000 ms).
  expect(clockOffsetMs).toBeGreaterThanOrEqual(1500);
  expect(clockOffsetMs).toBeLessThan(2500);
});
