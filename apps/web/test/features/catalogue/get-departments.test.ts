import { DEPARTMENTS_CACHE_MS, STORAGE_KEYS, type Department } from '@blitz/contract';
import { i18n } from '../../../src/lib/i18n';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getDepartments, readDepartmentsCache, writeDepartmentsCache } from '../../../src/features/catalogue/api/get-departments';
import { ApiError } from '../../../src/lib/api-client';

const departments: Department[] = [
  {
    id: 1,
    department: 'Electronics',
    banner: { full: '/media/catalogue/electronics/banner.webp' },
    subDepartments: [{ id: 11, name: 'Phones', thumb: '/media/catalogue/electronics/phones.webp' }],
  },
];

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

beforeAll(async () => {
  // Texts at hand for both languages: nothing is fetched.
  for (const language of ['en', 'zu']) i18n.addMessages(language, { ok: language });
  await i18n.changeLanguage('en');
});

beforeEach(async () => {
  localStorage.clear();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  await i18n.changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('departments cache', () => {
  it('is used for 10 minutes in the same language', async () => {
    writeDepartmentsCache('en', departments, 1_000);
    expect(await readDepartmentsCache('en', 1_000 + DEPARTMENTS_CACHE_MS - 1)).toEqual(departments);
    expect(await readDepartmentsCache('en', 1_000 + DEPARTMENTS_CACHE_MS)).toBeNull();
  });

  it('is ignored for another language', async () => {
    writeDepartmentsCache('en', departments, 1_000);
    expect(await readDepartmentsCache('zu', 1_001)).toBeNull();
  });

  it('is ignored when corrupt or of the wrong shape', async () => {
    localStorage.setItem(STORAGE_KEYS.departments, '{oops');
    expect(await readDepartmentsCache('en')).toBeNull();
    localStorage.setItem(STORAGE_KEYS.departments, JSON.stringify({ lanIso: 'en', savedAt: Date.now(), departments: [{ id: 'x' }] }));
    expect(await readDepartmentsCache('en')).toBeNull();
  });
});

describe('getDepartments', () => {
  it('fetches, stores and then answers from the cache', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(departments), { status: 200 }));
    expect(await getDepartments()).toEqual(departments);
    expect(await getDepartments()).toEqual(departments);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.departments) ?? '{}').lanIso).toBe('en');
  });

  it('fetches again after a language switch', async () => {
    fetchMock.mockImplementation(async () => new Response(JSON.stringify(departments), { status: 200 }));
    await getDepartments();
    await i18n.changeLanguage('zu');
    await getDepartments();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1].body)).lanIso).toBe('zu');
  });

  it('reports wrong data as Incorrect Data / Data for departments is not correct', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify([{ id: 1 }]), { status: 200 }));
    const error = await getDepartments().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).result).toMatchObject({ title: 'Incorrect Data', message: 'Data for departments is not correct' });
    expect(localStorage.getItem(STORAGE_KEYS.departments)).toBeNull();
  });

  it('passes other failures on unchanged', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 500 }));
    const error = await getDepartments().catch((caught: unknown) => caught);
    expect((error as ApiError).result.message).toBe('Server error');
  });
});
