// English texts of the services area: the shape every language's services.ts follows (docs/i18n.md).
export default {
  title: 'Services | Traditional Sri Lankan Treatments | Hela Wedakama',
  description:
    'Panchakarma, herbal medicine, Ayurvedic massage, pulse diagnosis and more: traditional Sri Lankan treatments from LKR 2,500 per session.',
  eyebrow: 'Our Services',
  heading: 'Traditional Healing for Body and Mind',
  lead: 'Time-tested Sri Lankan treatments from registered practitioners, prepared with indigenous herbs and tailored to you.',
  badges: {
    ministry: 'Ministry of Health Recognized',
    averageRating: '{rating} Average Rating',
    happyPatients: '{count} Happy Patients',
  },
  journey: {
    heading: 'Your Healing Journey',
    lead: 'Four steps from your first visit to lasting wellbeing.',
    consultation: {
      title: 'Initial Consultation',
      text: 'An unhurried consultation with pulse diagnosis, to understand your health, history and daily life.',
    },
    plan: {
      title: 'Personalized Treatment Plan',
      text: 'Your practitioner explains a plan made for your constitution: medicines, therapies and its cost.',
    },
    sessions: {
      title: 'Treatment Sessions',
      text: 'Therapies at the center and herbal medicine at home, with progress reviewed at every visit.',
    },
    followUp: {
      title: 'Follow-up & Lifestyle',
      text: 'Guidance on food, sleep and routine so the benefits last, and follow-up visits as you need them.',
    },
  },
  cta: {
    title: 'Not Sure Which Treatment Is Right for You?',
    lead: 'Start with a consultation: your practitioner will recommend a plan for your needs.',
    book: 'Book Your Consultation',
    ask: 'Ask Questions',
  },
  /** The catalogue island's texts (the page passes this area to ServicesCatalogue). */
  catalogue: {
    loading: 'Loading services...',
    failed: 'Failed to load services',
    tryAgain: 'Try Again',
    mostRequested: 'Most requested',
    featured: 'Featured Treatments',
    all: 'Our Treatments',
    filterLegend: 'Filter treatments by category',
    categories: {
      all: 'All Treatments',
      traditional: 'Traditional Medicine',
      therapy: 'Physical Therapy',
      wellness: 'Mental Wellness',
      lifestyle: 'Lifestyle Medicine',
    },
    showing: { one: 'Showing {count} treatment', other: 'Showing {count} treatments' },
    inCategory: ' in {category}',
    /** Screen-reader text before the visible rating. */
    rated: 'Rated {rating} out of 5, ',
    reviews: '{rating} ({count} reviews)',
    /** {price} is shown in bold; the rest around it. */
    perSession: 'Starting from {price} per session',
    startingFrom: 'Starting from {price}',
    learnMore: 'Learn More',
    /** Read after a button by screen readers. */
    aboutName: ' about {name}',
    keyBenefits: 'Key Benefits',
    duration: 'Duration',
    sessions: 'Sessions',
    price: 'Price',
    book: 'Book This Treatment',
    ask: 'Ask Questions',
  },
};
