// Which events notify staff, by SMS and by e-mail: one checkbox per event and channel.
import {
  NOTIFICATION_EVENTS,
  type NotificationEvent,
  type Settings,
} from '../../../../shared/settings/settings-schema.ts';
import Table from '../shared/Table.tsx';

interface Props {
  notifications: Settings['notifications'];
  onChange: (notifications: Settings['notifications']) => void;
}

export default function NotificationEventsTable({ notifications, onChange }: Props) {
  return (
    <Table caption="Which events notify staff" columns={['Event', 'SMS', 'Email']}>
      {(Object.keys(NOTIFICATION_EVENTS) as NotificationEvent[]).map((event) => (
        <tr key={event}>
          <th scope="row">{NOTIFICATION_EVENTS[event]}</th>
          {(['sms', 'email'] as const).map((channel) => (
            <td key={channel}>
              <input
                type="checkbox"
                aria-label={`${NOTIFICATION_EVENTS[event]}: ${channel === 'sms' ? 'SMS' : 'Email'}`}
                checked={notifications[event][channel]}
                onChange={(change) =>
                  onChange({
                    ...notifications,
                    [event]: { ...notifications[event], [channel]: change.target.checked },
                  })
                }
              />
            </td>
          ))}
        </tr>
      ))}
    </Table>
  );
}
