import type { Invoice } from '@kabinet/domain/billing';
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';

import { showErrorToast } from '../../../shared/toast/error-toast.ts';
import { downloadInvoicePdf, invoicePdfUrl } from '../api.ts';

/**
 * «Скачать PDF»: a real link to GET …/invoices/{id}/pdf (copyable, opens in a new tab when the
 * session cookie allows); a click downloads it with the bearer header.
 */
export function InvoicePdfLink({ invoice }: { invoice: Invoice }) {
  const [loading, setLoading] = useState(false);
  return (
    <Button
      component="a"
      href={invoicePdfUrl(invoice.company_id, invoice.id)}
      variant="default"
      leftSection={<IconDownload size={16} />}
      loading={loading}
      onClick={(event) => {
        event.preventDefault();
        setLoading(true);
        downloadInvoicePdf(invoice)
          .catch(showErrorToast)
          .finally(() => setLoading(false));
      }}
    >
      Скачать PDF
    </Button>
  );
}
