// /admin/activity (docs/product-rules.md "Activity log"): who did what and when, newest first, by person, kind and
// days, and the CSV of every matching entry for an auditor. The log holds no health information.
import { useState } from 'react';
import type { ActivityAnswer } from '../../../shared/activity/activity.ts';
import { formatInstant } from '../../../shared/utils/format.ts';
import { type AdminScreenProps, can, deniedMessage } from '../admin-session.ts';
import { useAdminData } from '../use-admin-data.ts';
import { useExportCsv } from './appointments/use-export-csv.ts';
import Denied from './shared/Denied.tsx';
import EmptyList from './shared/EmptyList.tsx';
import { SelectField } from './shared/FilterFields.tsx';
import ListPending from './shared/ListPending.tsx';
import Screen from './shared/Screen.tsx';
import './shared/screens.css';

interface Filters {
  person: string;
  kind: string;
  from: string;
  to: string;
}

export default function ActivityScreen({ user }: AdminScreenProps) {
  if (!can(user, 'activity', 'read')) return <Denied message={deniedMessage('activity', 'read')} />;
  return <Activity />;
}

function Activity() {
  const [filters, setFilters] = useState<Filters>({ person: '', kind: '', from: '', to: '' });
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value)).toString();
  const list = useAdminData<ActivityAnswer>(`/api/admin/activity?${query}`, 'Failed to load the activity log');
  const { exporting, exportCsv } = useExportCsv(
    `/api/admin/activity?${query}${query ? '&' : ''}format=csv`,
    list.data?.entries.length,
    'entries',
  );
  const set = (name: keyof Filters) => (value: string) => setFilters((current) => ({ ...current, [name]: value }));
  const data = list.data;
  return (
    <Screen
      id="activity"
      title="Activity log"
      lead="Who did what in the back office, and when (Colombo time)."
      actions={
        <button type="button" className="btn btn-primary" onClick={exportCsv} disabled={exporting}>
          {exporting ? 'Exporting...' : 'Export CSV'}
        </button>
      }
    >
      <div className="as-filters">
        <SelectField
          id="activity-person"
          label="Person"
          options={[['', 'Everyone'], ...(data?.people ?? []).map((p) => [p.id, p.name] as const)]}
          value={filters.person}
          onChange={set('person')}
        />
        <SelectField
          id="activity-kind"
          label="Kind"
          options={[['', 'Every kind'], ...(data?.kinds ?? []).map((k) => [k, k.replaceAll('_', ' ')] as const)]}
          value={filters.kind}
          onChange={set('kind')}
        />
        <DayField id="activity-from" label="From" value={filters.from} onChange={set('from')} />
        <DayField id="activity-to" label="To" value={filters.to} onChange={set('to')} />
      </div>
      {!data ? (
        <ListPending
          failed={list.failed}
          failure="Failed to load the activity log"
          loading="Loading the activity log..."
        />
      ) : data.entries.length === 0 ? (
        <EmptyList heading="No activity found">Try another person, kind or days.</EmptyList>
      ) : (
        <ul className="as-list" aria-label="Activity">
          {data.entries.map((entry) => (
            <li key={entry.id} className="as-item">
              <p className="as-message">{entry.description}</p>
              <ul className="as-meta">
                <li>{formatInstant(entry.at, 'compact')}</li>
                <li>{entry.person ?? 'Not signed in'}</li>
                <li>{entry.kind.replaceAll('_', ' ')}</li>
                {entry.ip && <li>{entry.ip}</li>}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </Screen>
  );
}

function DayField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="date" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  );
}
