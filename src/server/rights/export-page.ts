// The readable copy of exportMyData (format html): the same data as the JSON, as one self-contained page in the
// patient's language that prints well. Every value is escaped; the page loads nothing.

import type { Locale } from '../../i18n/locales.ts';
import { messagesFor } from '../../i18n/messages/index.ts';
import { fill } from '../../i18n/translate.ts';
import { formatInstant } from '../../shared/utils/format.ts';
import { PROVIDER } from '../email/provider.ts';
import { escapeHtml } from '../email/render.ts';
import type { PatientDataExport } from './export-data.ts';

type Texts = ReturnType<typeof messagesFor>['rights']['export'];

function cell(value: unknown, texts: Texts): string {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'boolean') return value ? texts.granted : texts.withdrawn;
  return escapeHtml(String(value));
}

function table(rows: Record<string, unknown>[], columns: string[], texts: Texts): string {
  if (rows.length === 0) return `<p>${escapeHtml(texts.none)}</p>`;
  const labels = texts.columns as Record<string, string>;
  const head = columns.map((column) => `<th scope="col">${escapeHtml(labels[column] ?? column)}</th>`).join('');
  const body = rows
    .map((row) => `<tr>${columns.map((column) => `<td>${cell(row[column], texts)}</td>`).join('')}</tr>`)
    .join('');
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

function booking(appointment: Record<string, string | null>, texts: Texts): string {
  const labels = texts.fields as Record<string, string>;
  const rows = Object.entries(appointment)
    .filter(([, value]) => value !== null && value !== '')
    .map(
      ([field, value]) =>
        `<tr><th scope="row">${escapeHtml(labels[field] ?? field)}</th><td>${cell(value, texts)}</td></tr>`,
    )
    .join('');
  return `<h3>${escapeHtml(appointment.reference ?? '')}</h3><table class="record">${rows}</table>`;
}

export function exportPage(data: PatientDataExport, locale: Locale): string {
  const rights = messagesFor(locale).rights;
  const texts = rights.export;
  const purposes = rights.consents as Record<string, string>;
  const consents = data.consents.map((consent) => ({
    ...consent,
    purpose: purposes[consent.purpose] ?? consent.purpose,
  }));
  const history = data.consent_history.map((row) => ({ ...row, purpose: purposes[row.purpose] ?? row.purpose }));
  const title = fill(texts.heading, { provider: PROVIDER.name });
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,'Noto Sans Sinhala','Noto Sans Tamil',sans-serif;max-width:60rem;margin:1rem auto;padding:0 1rem;color:#1d2a21}
table{border-collapse:collapse;width:100%;margin:0 0 1.5rem}th,td{border:1px solid #ded5c3;padding:.35rem .5rem;text-align:left;vertical-align:top;overflow-wrap:anywhere}
th{background:#f3ecdd}.record th{width:35%}h1{font-size:1.5rem}h2{font-size:1.2rem;margin-top:2rem}</style></head>
<body><h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(fill(texts.generated, { date: formatInstant(data.generated_at, 'long', locale) }))}</p>
<h2>${escapeHtml(texts.appointments)}</h2>${data.appointments.map((row) => booking(row, texts)).join('') || `<p>${escapeHtml(texts.none)}</p>`}
<h2>${escapeHtml(texts.consents)}</h2>${table(consents, ['purpose', 'granted', 'recorded_at', 'wording_version'], texts)}
<h2>${escapeHtml(texts.history)}</h2>${table(history, ['reference', 'purpose', 'granted', 'recorded_at', 'wording_version', 'source'], texts)}
<h2>${escapeHtml(texts.messages)}</h2>${table(data.messages, ['channel', 'recipient', 'subject', 'status', 'queued_at', 'sent_at'], texts)}
<h2>${escapeHtml(texts.requests)}</h2>${table(
    data.requests.map((row) => ({ ...row })),
    ['status', 'requested_at', 'due_on'],
    texts,
  )}
</body></html>`;
}
