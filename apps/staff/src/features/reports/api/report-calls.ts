// Reads and changes of the reports inbox; a change refreshes the list and the report it changed.
import type { StaffBody } from '@blitz/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callStaff } from '../../../lib/staff-api';
import { useRecordChange } from '../../../lib/use-record-change';

export const reportKeys = {
  all: ['staff', 'reports'] as const,
  list: (body: StaffBody<'/reports/list'>) => ['staff', 'reports', 'list', body] as const,
  one: (id: number) => ['staff', 'reports', 'one', id] as const,
};

export const useReports = (body: StaffBody<'/reports/list'>) =>
  useQuery({ queryKey: reportKeys.list(body), queryFn: () => callStaff('/reports/list', body), placeholderData: keepPreviousData });
export const useReport = (id: number) => useQuery({ queryKey: reportKeys.one(id), queryFn: () => callStaff('/reports/get', { id }) });

export const useReportStatus = () =>
  useRecordChange(reportKeys, (body: StaffBody<'/reports/status'>) => callStaff('/reports/status', body));
export const useReportNote = () => useRecordChange(reportKeys, (body: StaffBody<'/reports/note'>) => callStaff('/reports/note', body));
export const useReportReply = () => useRecordChange(reportKeys, (body: StaffBody<'/reports/reply'>) => callStaff('/reports/reply', body));
