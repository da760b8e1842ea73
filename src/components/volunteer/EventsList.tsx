// Upcoming events with the places left. The page is built with the events from content/; this island refreshes
// the places from the database (/api/volunteer?action=get-events&upcoming=true) and offers a registration form
// for each event that still has places.
import { useEffect, useState } from 'react';
import { ApiError, getJson } from '../../lib/api-client.ts';
import { withErrorBoundary } from '../shell/ErrorBoundary.tsx';
import EventRegistrationForm from './EventRegistrationForm.tsx';

export interface VolunteerEventView {
  id: string;
  title: string;
  date: string;
  location: string;
  description: string;
  volunteers_needed: number;
  type: string;
  /** Unknown until the database's counts arrive. */
  spots_left?: number;
}

const TYPE_LABELS: Record<string, string> = {
  workshop: 'Workshop',
  community: 'Community',
  cultural: 'Cultural',
  research: 'Research',
};

function EventsList({ events: initial }: { events: VolunteerEventView[] }) {
  const [events, setEvents] = useState(initial);
  const [loadError, setLoadError] = useState(false);
  const [openForm, setOpenForm] = useState<string | null>(null);

  const refresh = async () => {
    try {
      const { data } = await getJson<{ data: VolunteerEventView[] }>(
        '/api/volunteer?action=get-events&upcoming=true',
        'Failed to load events',
      );
      setEvents(data);
      setLoadError(false);
    } catch (error) {
      if (error instanceof ApiError) setLoadError(true);
    }
  };

  useEffect(() => {
    void refresh();
  }, []);

  if (events.length === 0) {
    return <p className="events__empty">No upcoming events right now. Please check back soon.</p>;
  }

  return (
    <div className="events">
      {loadError && (
        <p className="events__note" role="status">
          We could not check the places left just now; registration will tell you if an event is full.
        </p>
      )}
      <ul className="events__list">
        {events.map((event) => {
          const full = event.spots_left === 0;
          const formOpen = openForm === event.id;
          return (
            <li key={event.id} className="card event" data-event={event.id}>
              <div className="event__head">
                <span className="badge">{TYPE_LABELS[event.type] ?? event.type}</span>
                <span className={`event__spots${full ? ' event__spots--full' : ''}`} data-spots>
                  {event.spots_left === undefined
                    ? `${event.volunteers_needed} volunteers needed`
                    : full
                      ? 'Fully booked'
                      : `${event.spots_left} of ${event.volunteers_needed} spots left`}
                </span>
              </div>
              <h3 className="event__title">{event.title}</h3>
              <p className="event__when">
                <span aria-hidden="true">📅</span> {event.date}
                <br />
                <span aria-hidden="true">📍</span> {event.location}
              </p>
              <p className="event__description">{event.description}</p>
              <div className="event__actions">
                <a className="btn btn-primary btn-sm" href={`/volunteer/apply?event=${encodeURIComponent(event.type)}`}>
                  Join This Event<span className="visually-hidden">: {event.title}</span>
                </a>
                {!full && (
                  <button
                    type="button"
                    className="btn btn-secondary btn-sm"
                    aria-expanded={formOpen}
                    aria-controls={`register-${event.id}`}
                    onClick={() => setOpenForm(formOpen ? null : event.id)}
                  >
                    {formOpen ? 'Close registration' : 'Register for this event'}
                    <span className="visually-hidden">: {event.title}</span>
                  </button>
                )}
              </div>
              {formOpen && !full && (
                <EventRegistrationForm
                  id={`register-${event.id}`}
                  eventId={event.id}
                  eventTitle={event.title}
                  onRegistered={(spotsLeft) =>
                    setEvents((current) =>
                      current.map((entry) => (entry.id === event.id ? { ...entry, spots_left: spotsLeft } : entry)),
                    )
                  }
                  onFull={() => void refresh()}
                />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

export default withErrorBoundary(EventsList);
