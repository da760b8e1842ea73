// The CSV export of every row a list's filters match (all pages), as a download; "No data to export" when none.
// Shared by the appointments list and the activity log.
import { showToast } from '../../../../shared/utils/toast-store.ts';
import { ApiError, adminDownload } from '../../admin-api.ts';
import { useAdminActions } from '../../use-admin-data.ts';

async function downloadCsv(url: string): Promise<'empty' | 'done'> {
  try {
    await adminDownload(url, 'appointments.csv', 'Export failed');
    return 'done';
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return 'empty';
    throw error;
  }
}

/**
 * `url`: the export with the list's filters (without the page); `matching`: how many the list says match, when
 * known; `what`: the rows' name in the "nothing to export" toast ('appointments').
 */
export function useExportCsv(url: string, matching: number | undefined, what = 'appointments') {
  const { busy, run } = useAdminActions();
  const nothingToExport = () =>
    showToast({ type: 'warning', title: 'No data to export', message: `There are no ${what} to export` });
  function exportCsv() {
    if (matching === 0) return nothingToExport();
    return run({
      send: () => downloadCsv(url),
      failure: 'Export failed',
      onSuccess: (result) =>
        result === 'empty' ? nothingToExport() : showToast({ type: 'success', title: 'Export completed' }),
    });
  }
  return { exporting: busy, exportCsv };
}
