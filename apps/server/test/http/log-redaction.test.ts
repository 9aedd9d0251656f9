// Secrets out of the logs: the real app logs to a stream this test reads, after requests whose
// URLs and bodies carry one-time tokens; none of them may appear in any log line.
import { describe, expect, it } from 'vitest';
import { REDACTED, redactUrl } from '../../src/http/log-redaction';
import { postApi } from '../helpers/build-test-app';
import { captureLog } from '../helpers/log-capture';
import { useTestApp } from '../helpers/use-test-app';

const SECRET = 'Sup3rSecretToken0123456789';
const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJlLXNlY3JldA';

describe('redactUrl', () => {
  it.each([
    [`/setup-account/${SECRET}?email=a%40b.co`, `/setup-account/${REDACTED}?email=${REDACTED}`],
    [`/reset-password/${SECRET}`, `/reset-password/${REDACTED}`],
    [`/auth/${JWT}`, `/auth/${REDACTED}`],
    [`/media/uploads/x.webp?expires=1&signature=${SECRET}`, `/media/uploads/x.webp?expires=1&signature=${REDACTED}`],
    [`/upload?X-Amz-Credential=${SECRET}&X-Amz-Signature=${SECRET}`, `/upload?X-Amz-Credential=${REDACTED}&X-Amz-Signature=${REDACTED}`],
    [`/anything/${JWT}/more`, `/anything/${REDACTED}/more`],
    // The staff console's setup link (ADMIN_URL/setup/{token}), also when a proxy or a hand doubles a slash.
    [`/staff/setup/${SECRET}?email=a%40b.co`, `/staff/setup/${REDACTED}?email=${REDACTED}`],
    [`/staff//setup/${SECRET}/`, `/staff//setup/${REDACTED}/`],
    [`/STAFF/Setup/${SECRET}`, `/STAFF/Setup/${REDACTED}`],
    [`//setup-account/${SECRET}`, `//setup-account/${REDACTED}`],
    [`/staff/reset-password/${SECRET}`, `/staff/reset-password/${REDACTED}`],
    [`/socket.io/?EIO=4&transport=polling&staffToken=${SECRET}`, `/socket.io/?EIO=4&transport=polling&staffToken=${REDACTED}`],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('keeps URLs without secrets as they are', () => {
    for (const url of [
      '/',
      '/api/auth/login',
      '/api/staff/auth/setup',
      '/item/12?tab=bids',
      '/setup-account',
      '/auth',
      '/staff/setup',
      '/search?s=tv',
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});

describe('the request log', () => {
  const { lines, logger } = captureLog('debug');
  const test = useTestApp({ seed: false, logger });

  it('never holds a token from a URL or a body', async () => {
    await test.app.inject({ method: 'GET', url: `/setup-account/${SECRET}?email=thandi%40example.co.za` });
    await test.app.inject({ method: 'GET', url: `/reset-password/${SECRET}` });
    await test.app.inject({ method: 'GET', url: `/auth/${JWT}` });
    await postApi(test.app, '/auth/magic', { token: JWT });
    await postApi(test.app, '/auth/refresh', { refreshToken: SECRET });
    // The staff console's links and calls: its setup page, and the call that page makes with the token.
    await test.app.inject({ method: 'GET', url: `/staff/setup/${SECRET}?email=thandi%40example.co.za` });
    await test.app.inject({ method: 'GET', url: `/staff/setup/${encodeURIComponent(`${SECRET}+/`)}` });
    await test.app.inject({ method: 'POST', url: '/api/staff/auth/setup', payload: { token: SECRET, password: SECRET } });
    await test.app.inject({ method: 'GET', url: `/socket.io/?EIO=4&transport=polling&token=${SECRET}` });
    test.app.log.info(
      { body: { refreshToken: SECRET, staffToken: SECRET, passwordHash: SECRET, nested: { token: SECRET, newPassword: SECRET } } },
      'a body logged by mistake',
    );
    const log = lines.join('\n');
    // The requests were logged, with their routes.
    expect(log).toContain(`/setup-account/${REDACTED}`);
    expect(log).toContain(`/reset-password/${REDACTED}`);
    expect(log).toContain(`/auth/${REDACTED}`);
    expect(log).toContain(`/staff/setup/${REDACTED}`);
    expect(log).toContain('a body logged by mistake');
    expect(log).not.toContain(SECRET);
    expect(log).not.toContain(JWT);
    expect(log).not.toContain('eyJ');
    expect(log).not.toContain('thandi');
  });
});
