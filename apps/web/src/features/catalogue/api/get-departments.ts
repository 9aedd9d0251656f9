// /departments/get with the departments cache of SPEC.md section 4: kept in local storage for
// DEPARTMENTS_CACHE_MS and only for the language it was fetched in. Data failing the contract's
// check shows 'Incorrect Data' / 'Data for departments is not correct' (SPEC.md section 5).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DEPARTMENTS_CACHE_MS, STORAGE_KEYS, type Department } from '@blitz/contract';
import { useApiErrorDialog } from '../../../components/dialogs/use-api-error-dialog';
import { ApiError, callApi, type ApiScope } from '../../../lib/api-client';
import { failure } from '../../../lib/api/status-map';
import { check } from '../../../lib/checks/checks';
import { currentLanguage } from '../../../lib/i18n';
import { useLanguage } from '../../../lib/use-translation';
import { readStorage, removeStorage, writeStorage } from '../../../lib/storage';

interface DepartmentsCache {
  lanIso: string;
  savedAt: number;
  departments: Department[];
}

/**
 * The cached departments when they are fresh and in `language`; anything else counts as none.
 * Checked with the same schema as the server's answer, where the checks run (lib/checks).
 */
export async function readDepartmentsCache(language: string, now: number = Date.now()): Promise<Department[] | null> {
  const raw = readStorage(STORAGE_KEYS.departments);
  if (!raw) return null;
  let entry: Partial<DepartmentsCache> | null;
  try {
    entry = JSON.parse(raw) as Partial<DepartmentsCache> | null;
  } catch {
    return null;
  }
  if (!entry || entry.lanIso !== language || typeof entry.savedAt !== 'number') return null;
  const age = now - entry.savedAt;
  if (age < 0 || age >= DEPARTMENTS_CACHE_MS) return null;
  const checked = await check({ kind: 'response', path: '/departments/get', value: entry.departments });
  return checked.ok ? (checked.data as Department[]) : null;
}

export function writeDepartmentsCache(language: string, departments: Department[], now: number = Date.now()): void {
  const entry: DepartmentsCache = { lanIso: language, savedAt: now, departments };
  writeStorage(STORAGE_KEYS.departments, JSON.stringify(entry));
}

/** `scope`: a server render's; there the cache (the browser's local storage) plays no part. */
export async function getDepartments(signal?: AbortSignal, scope?: ApiScope): Promise<Department[]> {
  const language = scope?.language ?? currentLanguage();
  const cached = await readDepartmentsCache(language);
  if (cached) return cached;

  const result = await callApi('/departments/get', {}, { signal, scope });
  switch (result.kind) {
    case 'data':
      writeDepartmentsCache(language, result.data);
      return result.data;
    case 'empty':
      return [];
    case 'status':
      throw new ApiError(failure(result.status, 'unknown_status', 'UNKNOWN_RESPONSE_CODE', 'CONTACT_SUPPORT'));
    case 'error':
      if (result.reason === 'invalid_shape') {
        removeStorage(STORAGE_KEYS.departments);
        throw new ApiError(failure(result.status, 'invalid_shape', 'DEPARTMENTS_INCORRECT_TITLE', 'DEPARTMENTS_INCORRECT'));
      }
      throw new ApiError(result);
  }
}

export function departmentsQueryKey(language: string) {
  return ['catalogue', 'departments', language] as const;
}

/** The departments' query, for the hook and for the loaders of the pages that show them (in their request's `scope`). */
export function departmentsQuery(scope?: ApiScope) {
  return queryOptions({
    queryKey: departmentsQueryKey(scope?.language ?? currentLanguage()),
    queryFn: ({ signal }) => getDepartments(signal, scope),
    staleTime: DEPARTMENTS_CACHE_MS,
  });
}

/** Departments for menus and filters; an incorrect answer from the server opens the error dialog. */
export function useDepartments() {
  const showApiError = useApiErrorDialog();
  const query = useQuery(departmentsQuery({ language: useLanguage() }));
  const { error } = query;
  useEffect(() => {
    if (error instanceof ApiError && error.result.titleCode === 'DEPARTMENTS_INCORRECT_TITLE') showApiError(error.result);
  }, [error, showApiError]);
  return query;
}
