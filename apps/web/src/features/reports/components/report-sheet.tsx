import type { Report } from '@kabinet/domain/reports';

import { SideSheet } from '../../../shared/ui/dialog-frames.tsx';
import { ReportDetails } from './report-details.tsx';
import { StaffReportActions } from './staff-report-actions.tsx';

/** The staff's side sheet of one report: what the client sees, with the staff's actions. */
export function StaffReportSheet({
  report,
  onClose,
}: {
  report: Report | null;
  onClose: () => void;
}) {
  return (
    <SideSheet
      opened={report !== null}
      onClose={onClose}
      title={report ? `${report.kind_name} за ${report.period_name}` : 'Отчёт'}
    >
      {report ? (
        <ReportDetails report={report} actions={<StaffReportActions report={report} />} />
      ) : null}
    </SideSheet>
  );
}
