// The grid of read / write / delete switches per section of the back office, for one staff account (an admin's
// are fixed: all of them). Only the switches the back office checks are offered (GRANTS); the others are a dash.
import { ACTIONS, GRANTS, type Permissions, RESOURCES } from '../../../../shared/admin/permissions.ts';
import Table from '../shared/Table.tsx';

const RESOURCE_LABELS: Record<(typeof RESOURCES)[number], string> = {
  dashboard: 'Dashboard',
  appointments: 'Appointments',
  content: 'Services',
  reviews: 'Reviews',
  volunteers: 'Volunteers',
  patients: 'Patients',
  schedules: 'Doctors and sessions',
  settings: 'Settings',
  inbox: 'Inbox',
  activity: 'Activity log',
};

/** What a switch means where its column's name says less (shared/booking/appointment-status.ts). */
const ACTION_MEANINGS: Partial<Record<`${(typeof RESOURCES)[number]}:${(typeof ACTIONS)[number]}`, string>> = {
  'appointments:delete': 'correct outcomes',
};

export default function PermissionGrid({
  idPrefix,
  value,
  disabled,
  onChange,
}: {
  idPrefix: string;
  value: Permissions;
  disabled: boolean;
  onChange: (next: Permissions) => void;
}) {
  return (
    <>
      <Table columns={['Area', ...ACTIONS.map((action) => `${action[0]?.toUpperCase()}${action.slice(1)}`)]}>
        {RESOURCES.filter((resource) => GRANTS[resource].length > 0).map((resource) => (
          <tr key={resource}>
            <th scope="row">{RESOURCE_LABELS[resource]}</th>
            {ACTIONS.map((action) => {
              if (!GRANTS[resource].includes(action)) {
                return (
                  <td key={action} className="as-table__none">
                    <span aria-hidden="true">–</span>
                  </td>
                );
              }
              const checked = value[resource]?.includes(action) ?? false;
              return (
                <td key={action}>
                  <input
                    id={`${idPrefix}-${resource}-${action}`}
                    type="checkbox"
                    aria-label={`${RESOURCE_LABELS[resource]}: ${ACTION_MEANINGS[`${resource}:${action}`] ?? action}`}
                    checked={disabled || checked}
                    disabled={disabled}
                    onChange={(event) => {
                      const actions = new Set(value[resource] ?? []);
                      if (event.target.checked) actions.add(action);
                      else actions.delete(action);
                      onChange({ ...value, [resource]: ACTIONS.filter((item) => actions.has(item)) });
                    }}
                  />
                </td>
              );
            })}
          </tr>
        ))}
      </Table>
      <p className="as-hint">Appointments, Delete: correct a recorded outcome (arrived, completed, no-show).</p>
    </>
  );
}
