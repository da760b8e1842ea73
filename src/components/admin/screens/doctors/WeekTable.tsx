// One week of a doctor's sessions, with the days it holds: a row per weekday, its sessions one a line.
import type { ScheduleVersion, Session } from '../../../../shared/schedules/doctor-schedule.ts';
import Table from '../shared/Table.tsx';
import { sessionHours, sessionPlaces, versionDates, weekdayName } from './session-text.ts';

interface Props {
  doctorName: string;
  version: ScheduleVersion;
  today: string;
}

function byWeekday(sessions: readonly Session[]): [number, Session[]][] {
  const days = new Map<number, Session[]>();
  for (const session of sessions) days.set(session.weekday, [...(days.get(session.weekday) ?? []), session]);
  return [...days];
}

export default function WeekTable({ doctorName, version, today }: Props) {
  const dates = versionDates(version.effectiveFrom, version.effectiveUntil, today);
  if (version.sessions.length === 0) return <p className="dr-week">{dates}: no sessions.</p>;
  return (
    <div>
      <p className="dr-week">{dates}</p>
      <Table caption={`${doctorName}: sessions ${dates.toLowerCase()}`} columns={['Day', 'Sessions']}>
        {byWeekday(version.sessions).map(([weekday, sessions]) => (
          <tr key={weekday}>
            <td className="dr-day">{weekdayName(weekday)}</td>
            <td>
              {sessions.map((session) => (
                <div key={session.start}>
                  <span className="dr-hours">{sessionHours(session)}</span> {sessionPlaces(session)}
                </div>
              ))}
            </td>
          </tr>
        ))}
      </Table>
    </div>
  );
}
