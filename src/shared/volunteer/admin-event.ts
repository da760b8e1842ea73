// The volunteer events as the staff screen shows them (/api/admin/events), with the people registered.

export interface AdminEventRegistration {
  id: string;
  name: string;
  email: string;
  phone: string;
  message: string | null;
  /** ISO instant. */
  registeredAt: string;
}

export interface AdminEventView {
  id: string;
  title: string;
  date: string;
  location: string;
  upcoming: boolean;
  volunteersNeeded: number;
  placesLeft: number;
  registrations: AdminEventRegistration[];
}
