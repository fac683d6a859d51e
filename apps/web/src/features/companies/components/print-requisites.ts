import type { RequisitesCard } from '@kabinet/domain/companies';

/** Escapes text for the print document. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The requisites card as a printable page: the server's rows in a hidden frame and the browser's
 * print dialog, where «Сохранить как PDF» gives the PDF card (the API has no PDF endpoint).
 */
export function printRequisites(title: string, rows: RequisitesCard['rows']): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;width:0;height:0;border:0;right:0;bottom:0';
  document.body.append(frame);
  const doc = frame.contentDocument;
  const view = frame.contentWindow;
  if (!doc || !view) {
    frame.remove();
    return;
  }
  const table = rows
    .map(
      ({ label, value }) => `<tr><th>${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  doc.open();
  doc.write(`<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font:14px/1.5 system-ui,sans-serif;margin:32px;color:#111}h1{font-size:20px;margin:0 0 16px}
table{border-collapse:collapse;width:100%}th,td{text-align:left;vertical-align:top;padding:6px 8px;border-bottom:1px solid #ddd}
th{width:38%;font-weight:500;color:#555}</style></head><body><h1>Карточка предприятия: ${escapeHtml(title)}</h1><table>${table}</table></body></html>`);
  doc.close();
  view.focus();
  view.print();
  setTimeout(() => frame.remove(), 60_000);
}
