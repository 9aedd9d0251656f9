// The clock port (issue 49): the app is made with a clock, and the services answer by its time, not
// the system's; without one it is the system's.
import { checkInStatusSchema } from '@blitz/contract';
import { describe, expect, it } from 'vitest';
import { PROFILE_ICON_TTL_MS } from '../../src/modules/profile/service';
import { buildTestApp, postApi } from '../helpers/build-test-app';
import { useTestApp } from '../helpers/use-test-app';
import { createBidder } from '../modules/auctions/auction-fixtures';

describe('the clock port', () => {
  // 22:30 UTC on 1 March is already 2 March in South Africa, whatever day the suite runs on.
  const fixed = new Date('2026-03-01T22:30:00Z');
  const t = useTestApp({ seed: false, clock: { now: () => new Date(fixed) } });

  it("answers the check-in status and the profile icon's expiry by the app's clock", async () => {
    const me = await createBidder(t.app.db, t.config.jwtSecret);
    const status = checkInStatusSchema.parse((await postApi(t.app, '/reward/status', { refreshToken: me.refreshToken })).json());
    expect(status).toMatchObject({ today: '2026-03-02', checkedIn: false });
    const icon = await postApi(t.app, '/profile/icon', { refreshToken: me.refreshToken });
    expect(icon.json()).toMatchObject({ expires: fixed.getTime() + PROFILE_ICON_TTL_MS });
  });

  it("is the system's clock when the app is made without one", async () => {
    const plain = await buildTestApp({ seed: false });
    try {
      expect(Math.abs(plain.app.clock.now().getTime() - Date.now())).toBeLessThan(5_000);
    } finally {
      await plain.close();
    }
  });
});
