import { LEAD_STATUS_NAMES, LEAD_STATUSES, type LeadStatus } from '@kabinet/domain/referral';
import { Select } from '@mantine/core';
import { useState } from 'react';

const OPTIONS = [
  { value: '', label: 'Все статусы' },
  ...LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_NAMES[status] })),
];

/** A leads list's status filter and page: a new filter starts again from page 1. */
export function useLeadFilter(initial: LeadStatus | null) {
  const [status, setStatus] = useState<LeadStatus | null>(initial);
  const [page, setPage] = useState(1);
  const filterBy = (next: LeadStatus | null) => {
    setStatus(next);
    setPage(1);
  };
  return { status, page, setPage, filterBy };
}

/** «Статус»: all leads or those of one status. */
export function LeadStatusFilter(props: {
  label: string;
  status: LeadStatus | null;
  onChange: (status: LeadStatus | null) => void;
}) {
  return (
    <Select
      label={props.label}
      data={OPTIONS}
      value={props.status ?? ''}
      allowDeselect={false}
      onChange={(value) => props.onChange((value || null) as LeadStatus | null)}
      w={220}
    />
  );
}
