// The query strings of the volunteer events: the public list and the staff list.
import { z } from 'zod';

/** get-events: `upcoming=true` for the events still to come, else every event. */
export const volunteerEventsQuerySchema = z.object({
  upcoming: z.enum(['true', 'false'], { error: 'upcoming must be true or false' }).optional(),
});

/** GET /api/admin/events: `export` names the event whose registrations come back as a CSV download. */
export const adminEventsQuerySchema = z.object({
  export: z.string().trim().min(1, { error: 'Unknown event' }).max(100, { error: 'Unknown event' }).optional(),
});
