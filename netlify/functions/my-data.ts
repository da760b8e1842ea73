// exportMyData: what we hold about the patient of a manage link, as JSON or as a readable page (format html).
// The token comes in the JSON body, never in a URL (see appointment-manage.ts).
import type { Config } from '@netlify/functions';
import { endpoint } from '../../src/server/http/endpoint.ts';
import { allowMethods, readJson, requestLanguage } from '../../src/server/http/request.ts';
import { json } from '../../src/server/http/respond.ts';
import { exportFileName, exportPatientData } from '../../src/server/rights/export-data.ts';
import { exportPage } from '../../src/server/rights/export-page.ts';
import { patientOfLink } from '../../src/server/rights/patient-of-link.ts';
import { exportRequestSchema } from '../../src/shared/rights/consent.ts';

export default endpoint(async ({ request, db }) => {
  allowMethods(request, ['POST']);
  const { token, format } = await readJson(request, exportRequestSchema);
  const data = await exportPatientData(db, await patientOfLink(db, token));
  const headers = {
    'Cache-Control': 'no-store',
    'Content-Disposition': `attachment; filename="${exportFileName(data, format)}"`,
  };
  if (format === 'json') return json({ data }, { headers });
  return new Response(exportPage(data, requestLanguage(request)), {
    headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' },
  });
});

export const config: Config = { path: '/api/my-data' };
