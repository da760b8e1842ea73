// English texts of the centers area: the shape every language's centers.ts follows (docs/i18n.md).
export default {
  title: 'Our Medical Centers | Hela Wedakama',
  /** The page's meta description. */
  description:
    'Find a Hela Wedakama medical center near you: {centers} centers across Sri Lanka with {doctors} traditional medicine doctors. Search by name, location or specialty.',
  eyebrow: 'Medical Centers',
  heading: 'Find a Center Near You',
  lead: 'Traditional Sri Lankan medicine from registered practitioners, across the island.',
  figures: { locations: 'Locations', doctors: 'Total Doctors', experience: 'Years Experience' },
  search: 'Search centers',
  searchPlaceholder: 'Name, location or specialty',
  city: 'City',
  allCities: 'All Cities',
  /** The filter's result: one and other forms. */
  found: { one: '{count} center found', other: '{count} centers found' },
  emptyTitle: 'No Centers Found',
  emptyText: 'No center matches your search. Try another name, location or specialty, or another city.',
  clearFilters: 'Clear Filters',
  map: {
    title: 'Map of Sri Lanka with our {count} centers',
    /** A pin's accessible name: "Kandy Center, Kandy: details". */
    pin: '{name}, {city}: details',
    caption: "Tap a pin for the center's details and directions.",
  },
  card: {
    specialties: '{count} specialties',
    established: 'Established {year}',
    doctors: 'doctors',
    happyPatients: 'happy patients',
    specialtiesLabel: 'Specialties',
    more: '+{count} more',
    viewDetails: 'View Details',
    /** Read after "View Details" by screen readers. */
    viewDetailsOf: ' of {name}',
    call: 'Call',
  },
  modal: {
    established: 'Established',
    doctors: 'Doctors',
    specialties: 'Specialties',
    experience: 'Experience',
    contact: 'Contact Information',
    services: 'Services',
    facilities: 'Facilities',
    treatmentSpecialties: 'Treatment Specialties',
    book: 'Book Appointment',
    directions: 'Get Directions',
    newTab: ' (opens in a new tab)',
    callCenter: 'Call Center',
  },
};
