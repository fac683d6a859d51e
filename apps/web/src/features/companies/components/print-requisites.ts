/** Escapes text for the print document. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The requisites card as a printable page: the server's text in a hidden frame and the browser's
 * print dialog, where «Сохранить как PDF» gives the PDF card (the API has no PDF endpoint).
 */
export function printRequisites(title: string, text: string): void {
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
  const rows = text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [label, ...rest] = line.split(':');
      return rest.length > 0
        ? `<tr><th>${escapeHtml(label ?? '')}</th><td>${escapeHtml(rest.join(':').trim())}</td></tr>`
        : `<tr><td colspan="2"><b>${escapeHtml(line)}</b></td></tr>`;
    })
    .join('');
  doc.open();
  doc.write(`<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font:14px/1.5 system-ui,sans-serif;margin:32px;color:#111}h1{font-size:20px;margin:0 0 16px}
table{border-collapse:collapse;width:100%}th,td{text-align:left;vertical-align:top;padding:6px 8px;border-bottom:1px solid #ddd}
th{width:38%;font-weight:500;color:#555}</style></head><body><h1>Карточка предприятия: ${escapeHtml(title)}</h1><table>${rows}</table></body></html>`);
  doc.close();
  view.focus();
  view.print();
  setTimeout(() => frame.remove(), 60_000);
}
