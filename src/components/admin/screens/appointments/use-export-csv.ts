// The CSV export of every appointment the filters match (all pages), as a download; "No data to export" when none.
import { showToast } from '../../../../shared/utils/toast-store.ts';
import { ApiError, LOGIN_PATH } from '../../admin-api.ts';
import { useAdminActions } from '../../use-admin-data.ts';

async function downloadCsv(query: string): Promise<'empty' | 'done'> {
  const response = await fetch(`/api/admin/appointments/export${query}`, { credentials: 'same-origin' });
  if (response.status === 401) location.replace(LOGIN_PATH);
  if (response.status === 404) return 'empty';
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: string };
    throw new ApiError(body.error ?? `HTTP error! status: ${response.status}`, response.status);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'appointments.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return 'done';
}

const nothingToExport = () =>
  showToast({ type: 'warning', title: 'No data to export', message: 'There are no appointments to export' });

/** `filterQuery`: the filters without the page; `matching`: how many the list says match, when known. */
export function useExportCsv(filterQuery: string, matching: number | undefined) {
  const { busy, run } = useAdminActions();
  function exportCsv() {
    if (matching === 0) return nothingToExport();
    return run({
      send: () => downloadCsv(filterQuery),
      failure: 'Export failed',
      onSuccess: (result) =>
        result === 'empty' ? nothingToExport() : showToast({ type: 'success', title: 'Export completed' }),
    });
  }
  return { exporting: busy, exportCsv };
}
