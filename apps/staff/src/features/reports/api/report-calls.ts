// Reads and changes of the reports inbox; a change refreshes the list and the report it changed.
import type { StaffBody, StaffReport } from '@blitz/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callStaff } from '../../../lib/staff-api';

export const reportKeys = {
  all: ['staff', 'reports'] as const,
  list: (body: StaffBody<'/reports/list'>) => ['staff', 'reports', 'list', body] as const,
  one: (id: number) => ['staff', 'reports', 'one', id] as const,
};

export const useReports = (body: StaffBody<'/reports/list'>) =>
  useQuery({ queryKey: reportKeys.list(body), queryFn: () => callStaff('/reports/list', body), placeholderData: keepPreviousData });
export const useReport = (id: number) => useQuery({ queryKey: reportKeys.one(id), queryFn: () => callStaff('/reports/get', { id }) });

function useReportChange<B>(call: (body: B) => Promise<StaffReport>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (report) => {
      queryClient.setQueryData(reportKeys.one(report.id), report);
      void queryClient.invalidateQueries({ queryKey: reportKeys.all });
    },
  });
}

export const useReportStatus = () => useReportChange((body: StaffBody<'/reports/status'>) => callStaff('/reports/status', body));
export const useReportNote = () => useReportChange((body: StaffBody<'/reports/note'>) => callStaff('/reports/note', body));
export const useReportReply = () => useReportChange((body: StaffBody<'/reports/reply'>) => callStaff('/reports/reply', body));
