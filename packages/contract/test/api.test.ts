import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { API_PATHS, apiCalls, envelopeSchema, isApiPath, strictSchemaOf } from '../src/index';
import type { ApiBody, ApiPath, ApiResponse, FullProduct } from '../src/index';
import { sha256Hex, shippingFields, shortProduct } from './fixtures';

/** Every path SPEC.md section 7 names, plus /profile/image and /packs/get. */
const SPEC_PATHS = [
  '/auth/email',
  '/auth/signup',
  '/auth/register',
  '/auth/login',
  '/auth/forgot',
  '/auth/reset',
  '/auth/magiclink',
  '/auth/refresh',
  '/reward/checkIn',
  '/reward/daily',
  '/reward/history',
  '/auction/getMajor',
  '/auction/get',
  '/auction/getHomePageItems',
  '/departments/get',
  '/department/get',
  '/category/get',
  '/favorite/get',
  '/winnings/recent',
  '/search/auction',
  '/auction/bidBuddy',
  '/image/upload',
  '/image/save',
  '/winnings/removeImage',
  '/profile/view',
  '/profile/update',
  '/profile/icon',
  '/profile/chat/details',
  '/report/create',
  '/shipping/get',
  '/shipping/create',
  '/shipping/update',
  '/shipping/delete',
  '/orders/history',
  '/bids/history',
  '/bids/active',
  '/payment/link',
  '/blitz-chat',
];

/** A valid body for every call (without envelope fields). */
const validBodies: { [P in ApiPath]: ApiBody<P> } = {
  '/auth/email': { email: 'a@b.co' },
  '/auth/signup': {
    email: 'a@b.co',
    firstName: 'Ann',
    lastName: 'Bee',
    nickname: 'annb',
    password: sha256Hex,
    emailToken: 'tok',
  },
  '/auth/register': { email: 'a@b.co', campaignSrc: 'banner' },
  '/auth/login': { loginToken: 'YUBiLmNvOmFi' },
  '/auth/forgot': { email: 'a@b.co' },
  '/auth/reset': { email: 'a@b.co', password: sha256Hex, emailToken: 'tok' },
  '/auth/magiclink': { email: 'a@b.co' },
  '/auth/refresh': { refreshToken: 'jwt' },
  '/auth/logout': { refreshToken: 'jwt' },
  '/auth/magic': { token: 'a.b.c' },
  '/reward/checkIn': {},
  '/reward/daily': {},
  '/reward/history': {},
  '/auction/getMajor': {},
  '/auction/get': { auctionID: 7 },
  '/auction/getHomePageItems': { pageNumber: 1, pageSize: 24 },
  '/departments/get': {},
  '/department/get': { departmentID: 2 },
  '/category/get': { categoryID: 0 },
  '/favorite/get': {},
  '/winnings/recent': { pageNumber: 1, pageSize: 12 },
  '/search/auction': { pageNumber: 1, pageSize: 24, searchText: 'tv', sort: 'rel' },
  '/auction/bidBuddy': { active: true, auctionID: 7, buddyAmount: 20 },
  '/auction/winLimits': { auctionID: 7 },
  '/packs/get': {},
  '/image/upload': { fullOrThumb: { full: 'a.webp', thumb: 'a-t.webp' }, section: 'winner' },
  '/image/save': { auctionID: 7, fullOrThumb: { full: 'k1', thumb: 'k2' }, category: 'winner' },
  '/winnings/removeImage': { auctionID: 7, category: 'winner' },
  '/profile/view': {},
  '/profile/update': {
    firstName: 'Ann',
    lastName: 'Bee',
    email: 'a@b.co',
    nickName: 'annb',
    profileImage: null,
    mobileNumber: '0821234567',
    location: 'Durban',
    language: 'zu',
  },
  '/profile/icon': {},
  '/profile/image': {},
  '/profile/chat/details': {},
  '/report/create': {
    fullName: 'Ann',
    email: 'a@b.co',
    cellNumber: '0821234567',
    message: 'Hi',
    type: 'Issue',
  },
  '/shipping/get': {},
  '/shipping/create': shippingFields,
  '/shipping/update': { ...shippingFields, id: 3 },
  '/shipping/delete': { shippingID: 3 },
  '/orders/history': { pageNumber: 1, pageSize: 10, status: ['Paid'], paid: true, sort: 'new' },
  '/orders/return': { id: 3 },
  '/bids/history': { pageNumber: 1, pageSize: 10, minDate: '2025-01-01', auction: [7] },
  '/bids/active': {},
  '/payment/link': { feCartTotal: '99.00', payGateID: 1, shippingProfileID: 3 },
  '/payment/gateways': {},
  '/payment/status': { reference: 'BA-1' },
  '/auction/buyNow': { auctionID: 12 },
  '/reward/status': {},
  '/reward/summary': {},
  '/blitz-chat': {
    message: 'How do bids work?',
    page: '/guide',
    userData: {
      uuid: null,
      timestamp: 1,
      nickname: '',
      bidsPlaced: 0,
      referrals: 0,
      bidsBought: false,
      device_id: 'dev-1',
    },
    systemMessage: null,
  },
};

describe('apiCalls', () => {
  it('has every call of SPEC.md section 7', () => {
    for (const path of SPEC_PATHS) expect(isApiPath(path), path).toBe(true);
    expect(API_PATHS).toHaveLength(Object.keys(validBodies).length);
  });

  it('has no path outside SPEC.md except the documented extras', () => {
    const extras = API_PATHS.filter((path) => !SPEC_PATHS.includes(path));
    expect(extras.sort()).toEqual([
      '/auction/buyNow',
      '/auction/winLimits',
      '/auth/logout',
      '/auth/magic',
      '/orders/return',
      '/packs/get',
      '/payment/gateways',
      '/payment/status',
      '/profile/image',
      '/reward/status',
      '/reward/summary',
    ]);
  });

  it('does not treat inherited names as paths', () => {
    expect(isApiPath('toString')).toBe(false);
    expect(isApiPath('/auction/unknown')).toBe(false);
  });

  it.each(API_PATHS)('%s accepts a valid body with the envelope', (path) => {
    const envelope = { lanIso: 'zu', refreshToken: 'jwt', referrerToken: 'ref' };
    const result = apiCalls[path].body.safeParse({ ...validBodies[path], ...envelope });
    expect(result.error?.issues ?? []).toEqual([]);
    expect(result.data).toMatchObject(envelope);
  });

  it.each(API_PATHS)('%s strips unknown keys and rejects non-objects', (path) => {
    const parsed = apiCalls[path].body.parse({ ...validBodies[path], injected: 1 });
    expect(parsed).not.toHaveProperty('injected');
    for (const junk of [null, 'text', 5, []]) {
      expect(apiCalls[path].body.safeParse(junk).success).toBe(false);
    }
  });

  it.each(API_PATHS)('%s body extends the envelope', (path) => {
    const shape = (strictSchemaOf(apiCalls[path].body) as z.ZodObject).shape;
    for (const key of Object.keys(envelopeSchema.shape)) expect(shape).toHaveProperty(key);
  });

  it('rejects the envelope with wrong types', () => {
    expect(apiCalls['/departments/get'].body.safeParse({ lanIso: 5 }).success).toBe(false);
  });

  it('marks auth and public calls', () => {
    expect(apiCalls['/auth/login'].auth).toBe('none');
    expect(apiCalls['/report/create'].auth).toBe('optional');
    expect(apiCalls['/auction/get'].auth).toBe('optional');
    expect(apiCalls['/shipping/get'].auth).toBe('required');
    expect(apiCalls['/auth/refresh'].auth).toBe('required');
  });

  it('has no response schema for calls that answer 202 or 204 only', () => {
    for (const path of ['/auth/forgot', '/auth/magiclink', '/shipping/create', '/report/create']) {
      expect(apiCalls[path as ApiPath].response).toBeNull();
    }
  });
});

describe('call bodies with rules', () => {
  it('requires hashed passwords', () => {
    const body = { ...validBodies['/auth/signup'], password: 'plain-password' };
    expect(apiCalls['/auth/signup'].body.safeParse(body).success).toBe(false);
  });

  it('requires refreshToken for /auth/refresh', () => {
    expect(apiCalls['/auth/refresh'].body.safeParse({}).success).toBe(false);
  });

  it('checks report fields with the SPEC.md messages', () => {
    const body = { ...validBodies['/report/create'], message: '   ', cellNumber: '1' };
    const result = apiCalls['/report/create'].body.safeParse(body);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(['Invalid cell number.', 'Blank message cannot be submitted.']);
  });

  it('rejects a wrong report type and bad ids', () => {
    const report = { ...validBodies['/report/create'], type: 'Praise' };
    expect(apiCalls['/report/create'].body.safeParse(report).success).toBe(false);
    expect(apiCalls['/auction/get'].body.safeParse({ auctionID: '7' }).success).toBe(false);
    expect(apiCalls['/auction/get'].body.safeParse({ auctionID: 0 }).success).toBe(false);
  });

  it('requires a chat page with a leading slash and a device id', () => {
    const chat = validBodies['/blitz-chat'];
    expect(apiCalls['/blitz-chat'].body.safeParse({ ...chat, page: 'guide' }).success).toBe(false);
    const userData = { ...chat.userData, device_id: '' };
    expect(apiCalls['/blitz-chat'].body.safeParse({ ...chat, userData }).success).toBe(false);
    expect(apiCalls['/blitz-chat'].body.safeParse({ ...chat, message: '  ' }).success).toBe(false);
  });

  it('bounds search lists', () => {
    const body = { pageNumber: 1, pageSize: 10, ratings: [6] };
    expect(apiCalls['/search/auction'].body.safeParse(body).success).toBe(false);
  });
});

describe('response schemas', () => {
  it('parses the home page, search and recent winnings answers', () => {
    const home = { featuredProducts: [shortProduct], products: [], totalsProducts: 1 };
    expect(apiCalls['/auction/getHomePageItems'].response.parse(home)).toEqual(home);
    const search = {
      products: { found: [shortProduct], suggested: [] },
      totalProducts: 1,
      filters: { category: [3], available: [], rating: [5], bidType: ['Standard'], status: ['Open'], price: 8000 },
    };
    expect(apiCalls['/search/auction'].response.safeParse(search).success).toBe(true);
    const winnings = { products: [shortProduct], totalProducts: 1, winnerImages: ['/media/w.webp'] };
    expect(apiCalls['/winnings/recent'].response.safeParse(winnings).success).toBe(true);
    expect(apiCalls['/winnings/recent'].response.safeParse({ products: [] }).success).toBe(false);
  });

  it('parses the register answer and token answers', () => {
    const register = { rStatus: 'success', message: 'sent' };
    expect(apiCalls['/auth/register'].response.parse(register)).toEqual(register);
    expect(apiCalls['/auth/login'].response.safeParse({ refreshToken: '' }).success).toBe(false);
  });

  it('parses the payment link and the upload targets', () => {
    expect(apiCalls['/payment/link'].response.safeParse({ redirectUrl: '/pay/1' }).success).toBe(true);
    const targets = [
      { fileType: 'full', s3: { signedURL: '/upload/1?sig=x', key: 'k1' } },
      { fileType: 'thumb', s3: { signedURL: '/upload/2?sig=y', key: 'k2' } },
    ];
    expect(apiCalls['/image/upload'].response.safeParse(targets).success).toBe(true);
  });
});

describe('types', () => {
  it('infers bodies and responses per path', () => {
    expectTypeOf<ApiBody<'/auction/get'>>().toHaveProperty('auctionID').toEqualTypeOf<number>();
    expectTypeOf<ApiResponse<'/auction/get'>>().toEqualTypeOf<FullProduct>();
    expectTypeOf<ApiResponse<'/auth/forgot'>>().toEqualTypeOf<null>();
    expectTypeOf<ApiBody<'/departments/get'>>().toHaveProperty('lanIso');
  });
});
