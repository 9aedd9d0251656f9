import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE, ERROR_MESSAGES, errorCodeForStatus, errorStatus, httpStatusText, type HttpErrorCode } from '../src/errors';

describe('the wrapper status texts', () => {
  it.each([
    [400, 'DATA_FORMAT_ERROR', 'Data format error'],
    [401, 'AUTH_FAILED', 'Auth failed'],
    [403, 'NO_PERMISSION', 'No Permission'],
    [404, 'NO_DATA_FOUND', 'No data found'],
    [409, 'ALREADY_EXISTS', 'Already exists'],
    [422, 'UNPROCESSABLE_ENTITY', 'Unprocessable Entity'],
    [423, 'LOCKED', 'Locked'],
    [429, 'TOO_MANY_REQUESTS', 'Too many requests'],
    [500, 'SERVER_ERROR', 'Server error'],
  ])('%s -> %s (%s)', (status, code, text) => {
    expect(errorCodeForStatus(status)).toBe(code);
    expect(httpStatusText(status)).toBe(text);
    expect(errorStatus(code as HttpErrorCode)).toBe(status);
  });

  it('maps every 5xx to Server error and leaves other codes undefined', () => {
    expect(httpStatusText(502)).toBe('Server error');
    expect(httpStatusText(599)).toBe('Server error');
    expect(httpStatusText(418)).toBeUndefined();
    expect(httpStatusText(600)).toBeUndefined();
    expect(errorCodeForStatus(200)).toBeUndefined();
  });
});

describe('ERROR_CATALOGUE', () => {
  it('holds the exact texts', () => {
    expect(ERROR_MESSAGES.ROUTE_NOT_FOUND).toBe('Route Not Found');
    expect(ERROR_MESSAGES.DATA_FORMAT_ERROR).toBe('Data format error');
    expect(ERROR_MESSAGES.LOGIN_INCORRECT).toBe('Email or password is incorrect');
    expect(ERROR_MESSAGES.SIGNUP_SUCCESS).toMatch(/^Please check your email for the activation link\./);
    expect(ERROR_MESSAGES.CHAT_TOO_MANY_PENDING).toMatch(/^Hang tight!/);
  });

  it('gives every code its catalogue text and no text twice', () => {
    for (const [code, entry] of Object.entries(ERROR_CATALOGUE)) {
      expect(ERROR_MESSAGES[code as keyof typeof ERROR_MESSAGES]).toBe(entry.message);
      expect(entry.message.trim()).not.toBe('');
    }
    const texts = Object.values(ERROR_MESSAGES);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('gives the server only error statuses of SPEC.md section 8', () => {
    for (const entry of Object.values(ERROR_CATALOGUE)) {
      if ('status' in entry) expect([400, 401, 403, 404, 409, 422, 423, 429, 500]).toContain(entry.status);
    }
    expect(errorStatus('FILE_TYPE_UNKNOWN')).toBe(422);
    expect(errorStatus('ROUTE_NOT_FOUND')).toBe(404);
  });
});
