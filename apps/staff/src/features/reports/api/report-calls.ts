// Reads and changes of the reports inbox; a change refreshes the list and the report it changed.
import type { StaffBody } from '@blitz/contract';
import { useQuery } from '@tanstack/react-query';
import { sectionKeys } from '../../../lib/section-keys';
import { callStaff } from '../../../lib/staff-api';
import { useListCall } from '../../../lib/use-list-call';
import { useRecordChange } from '../../../lib/use-record-change';

export const reportKeys = sectionKeys<StaffBody<'/reports/list'>>('reports');

export const useReports = (body: StaffBody<'/reports/list'>) =>
  useListCall(reportKeys.list(body), '/reports/list', body, (page) => page.reports);
export const useReport = (id: number) => useQuery({ queryKey: reportKeys.one(id), queryFn: () => callStaff('/reports/get', { id }) });

export const useReportStatus = () =>
  useRecordChange(reportKeys, (body: StaffBody<'/reports/status'>) => callStaff('/reports/status', body));
export const useReportNote = () => useRecordChange(reportKeys, (body: StaffBody<'/reports/note'>) => callStaff('/reports/note', body));
export const useReportReply = () => useRecordChange(reportKeys, (body: StaffBody<'/reports/reply'>) => callStaff('/reports/reply', body));
