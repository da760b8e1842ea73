// English texts of the about area: the shape every language's about.ts follows (docs/i18n.md).
// The page's own story, values, practitioners and milestones are content (content/about/about.json).
export default {
  title: 'About Us | Hela Wedakama',
  /** {founded} is the year the practice opened. */
  description:
    'Since {founded}, Hela Wedakama has offered authentic Sri Lankan traditional medicine. Meet our practitioners and learn our story, values and mission.',
  foundedIn: 'Founded in {year}',
  story: 'Our Story',
  mission: 'Our Mission',
  vision: 'Our Vision',
  values: 'Our Core Values',
  team: 'Our Practitioners',
  teamLead: 'Registered traditional medicine practitioners who consult in Sinhala and English.',
  qualifications: 'Qualifications',
  experience: 'Experience',
  specialization: 'Specialization',
  journey: 'Our Journey',
  /** Heading of the figures band, read by screen readers only. */
  statsHeading: 'Hela Wedakama in numbers',
  ctaTitle: 'Begin Your Healing Journey',
  ctaLead: 'Meet one of our practitioners for an unhurried consultation.',
  ctaBook: 'Book Your Consultation',
  ctaServices: 'Explore Our Services',
};
