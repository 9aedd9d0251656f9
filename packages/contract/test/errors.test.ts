import { describe, expect, it } from 'vitest';
import { API_STATUS, ERROR_MESSAGES, HTTP_STATUS_TEXT, httpStatusText } from '../src/errors';

describe('HTTP_STATUS_TEXT', () => {
  it.each([
    [400, 'Data format error'],
    [401, 'Auth failed'],
    [403, 'No Permission'],
    [404, 'No data found'],
    [409, 'Already exists'],
    [422, 'Unprocessable Entity'],
    [423, 'Locked'],
    [429, 'Too many requests'],
    [500, 'Server error'],
  ])('%s -> %s', (status, text) => {
    expect(HTTP_STATUS_TEXT[status]).toBe(text);
    expect(httpStatusText(status)).toBe(text);
  });

  it('maps every 5xx to Server error and leaves other codes undefined', () => {
    expect(httpStatusText(502)).toBe('Server error');
    expect(httpStatusText(599)).toBe('Server error');
    expect(httpStatusText(418)).toBeUndefined();
    expect(httpStatusText(600)).toBeUndefined();
  });
});

describe('API_STATUS and ERROR_MESSAGES', () => {
  it('holds the codes of SPEC.md section 8', () => {
    expect(API_STATUS.OK).toBe(200);
    expect(API_STATUS.DUPLICATE).toBe(209);
    expect(API_STATUS.AMOUNT_TOO_LOW).toBe(208);
    expect(API_STATUS.MISMATCH).toBe(300);
    expect(API_STATUS.NOT_ACCEPTABLE).toBe(406);
  });

  it('holds the exact texts', () => {
    expect(ERROR_MESSAGES.ROUTE_NOT_FOUND).toBe('Route Not Found');
    expect(ERROR_MESSAGES.DATA_FORMAT_ERROR).toBe('Data format error');
    expect(ERROR_MESSAGES.LOGIN_INCORRECT).toBe('Email or password is incorrect');
    expect(ERROR_MESSAGES.SIGNUP_SUCCESS).toMatch(/^Please check your email for the activation link\./);
    expect(ERROR_MESSAGES.CHAT_TOO_MANY_PENDING).toMatch(/^Hang tight!/);
  });

  it('has no empty texts', () => {
    for (const text of Object.values(ERROR_MESSAGES)) expect(text.trim()).not.toBe('');
  });
});
