// Volunteer events (issue 16: registrations were stored but no screen showed them): each event with its places
// left and the people registered, their contact details, and a CSV of one event's registrations.
import type { AdminEventView } from '../../../shared/volunteer/admin-event.ts';
import { type AdminScreenProps, can, deniedMessage } from '../admin-session.ts';
import { useAdminData } from '../use-admin-data.ts';
import Denied from './shared/Denied.tsx';
import ItemTop from './shared/ItemTop.tsx';
import ListPending from './shared/ListPending.tsx';
import Screen from './shared/Screen.tsx';
import './shared/screens.css';
import { formatInstant } from '../../../shared/utils/format.ts';

export default function EventsScreen({ user }: AdminScreenProps) {
  const allowed = can(user, 'volunteers', 'read');
  const { data, failed } = useAdminData<{ events: AdminEventView[] }>(
    allowed ? '/api/admin/events' : null,
    'Failed to load events',
  );
  if (!allowed) return <Denied message={deniedMessage('volunteers', 'read')} />;
  const events = data?.events;

  return (
    <Screen
      id="events"
      title="Volunteer Events"
      lead="Who has registered for each event, and how many places are left."
    >
      {!events ? (
        <ListPending failed={failed} failure="Failed to load events" loading="Loading events..." />
      ) : (
        <ul className="as-list as-list--cards" aria-label="Events">
          {events.map((event) => (
            <li key={event.id} className="as-item">
              <ItemTop
                title={event.title}
                aside={
                  <span className={`as-status as-status--${event.upcoming ? 'green' : 'grey'}`}>
                    {event.upcoming ? 'Upcoming' : 'Past'}
                  </span>
                }
              >
                <p className="as-count">
                  {event.date} · {event.location}
                </p>
              </ItemTop>
              <p>
                {event.registrations.length} registered of {event.volunteersNeeded} places;{' '}
                <strong>
                  {event.placesLeft} place{event.placesLeft === 1 ? '' : 's'} left
                </strong>
              </p>
              {event.registrations.length === 0 ? (
                <p className="as-count">No registrations yet.</p>
              ) : (
                <>
                  <ul className="as-meta as-meta--stack" aria-label={`Registrations for ${event.title}`}>
                    {event.registrations.map((r) => (
                      <li key={r.id}>
                        <strong>{r.name}</strong> · <a href={`mailto:${r.email}`}>{r.email}</a> ·{' '}
                        <a href={`tel:${r.phone.replace(/[^\d+]/g, '')}`}>{r.phone}</a> · registered{' '}
                        {formatInstant(r.registeredAt, 'compact')}
                        {r.message && <span className="as-count"> “{r.message}”</span>}
                      </li>
                    ))}
                  </ul>
                  <div className="as-actions">
                    <a
                      className="btn btn-secondary btn-sm"
                      href={`/api/admin/events?export=${encodeURIComponent(event.id)}`}
                      download
                    >
                      Export CSV<span className="visually-hidden"> of {event.title}</span>
                    </a>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
    </Screen>
  );
}
