// One week of a doctor's sessions, with the days it holds.
import type { ScheduleVersion } from '../../../../shared/schedules/doctor-schedule.ts';
import Table from '../shared/Table.tsx';
import { sessionHours, sessionPlaces, versionDates, weekdayName } from './session-text.ts';

interface Props {
  doctorName: string;
  version: ScheduleVersion;
  today: string;
}

export default function WeekTable({ doctorName, version, today }: Props) {
  const dates = versionDates(version.effectiveFrom, version.effectiveUntil, today);
  if (version.sessions.length === 0) return <p className="dr-week">{dates}: no sessions.</p>;
  return (
    <div>
      <p className="dr-week">{dates}</p>
      <Table caption={`${doctorName}: sessions ${dates.toLowerCase()}`} columns={['Day', 'Hours', 'Places']}>
        {version.sessions.map((session) => (
          <tr key={`${session.weekday} ${session.start}`}>
            <td>{weekdayName(session.weekday)}</td>
            <td>{sessionHours(session)}</td>
            <td>{sessionPlaces(session)}</td>
          </tr>
        ))}
      </Table>
    </div>
  );
}
