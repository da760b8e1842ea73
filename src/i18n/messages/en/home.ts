// English texts of the home area: the shape every language's home.ts follows (docs/i18n.md).
export default {
  /** The page's <title>. */
  title: 'Hela Wedakama | Sri Lankan Traditional Medicine at Six Centers',
  /** The page's meta description on a Sinhala or Tamil page while content/site/settings.json has no translation
   *  (a description cannot carry lang="en"); otherwise the settings' description is used. */
  description:
    'Authentic Sri Lankan traditional medicine (Hela Wedakama, Deshiya Chikitsa) at six medical centers. Book a consultation with a registered practitioner.',
  hero: {
    pause: 'Pause headline rotation',
    book: 'Book Your Consultation',
    explore: 'Explore Our Services',
  },
  trustLabel: 'Why patients trust us',
  services: {
    eyebrow: 'Our Treatments',
    title: 'Traditional Healing Services',
    lead: 'Treatments prepared and given by registered practitioners of Sri Lankan traditional medicine.',
    loading: 'Loading services...',
    failed: 'Failed to load services',
    viewAll: 'View All Services',
    showLess: 'Show Less Services',
    /** Under a service card's stars: "4.8 · 120 reviews". */
    rating: '{rating} · {count} reviews',
    duration: 'Duration',
    from: 'From',
    learnMore: 'Learn More',
    /** Read after "Learn More" by screen readers: "Learn More about Panchakarma Therapy". */
    learnMoreAbout: ' about {name}',
    /** The short category badges of the home cards. */
    categories: { traditional: 'Traditional', therapy: 'Therapy', wellness: 'Wellness', lifestyle: 'Lifestyle' },
  },
  benefits: {
    eyebrow: 'Why Hela Wedakama',
    title: 'The Benefits of Natural Healing',
    numbers: 'Our Healing in Numbers',
  },
  products: {
    eyebrow: 'From Our Pharmacy',
    title: 'Herbal Products',
    lead: 'Prepared in our own pharmacy from herbs grown and gathered in Sri Lanka.',
    label: 'Herbal products',
    /** A slide's position: "2 of 6". */
    slide: '{index} of {total}',
    featured: 'Featured',
    learnMore: 'Learn More About This Product',
    previous: 'Previous product',
    next: 'Next product',
    pause: 'Pause',
    play: 'Play',
    /** Read after Pause/Play by screen readers. */
    carouselName: ' product carousel',
    moreInformation: 'Get More Information',
  },
  gallery: {
    eyebrow: 'Gallery',
    title: 'Healing Memories',
    lead: 'Moments from our gardens, pharmacy, treatment rooms and village health camps.',
    label: 'Healing Memories slideshow (use the arrow keys to move)',
    slide: '{index} of {total}',
    /** Shown when a slide's image fails to load. */
    placeholder: 'Healing Moments',
    previous: 'Previous image',
    next: 'Next image',
    pause: 'Pause',
    play: 'Play',
    showImage: 'Show image {index}: {title}',
    cta: 'Start Your Wellness Journey',
  },
  testimonials: {
    eyebrow: 'Patient Stories',
    title: 'Transformed Lives',
    lead: 'In their own words: patients who found relief through Sri Lankan traditional medicine.',
    averageRating: '{rating} Average Rating',
    verifiedReviews: '{count} Verified Reviews',
    verifiedPatients: 'Verified Patients',
    listLabel: 'Patient stories',
    /** The video player's title. */
    videoTitle: "{name}'s story",
    playVideo: "Play {name}'s video story",
    condition: 'Condition',
    treatment: 'Treatment',
    duration: 'Duration',
    more: 'Discover More Stories',
    less: 'Show Less Stories',
    share: 'Share Your Story',
    viewAll: 'View All Stories',
  },
  centers: {
    eyebrow: 'Find Us',
    title: 'Our Medical Centers',
    lead: 'Traditional medicine close to home, from the capital to the hill country.',
    summaryLabel: 'Our centers in numbers',
    /** Each follows its number in bold: "6 Medical Centers". */
    centers: 'Medical Centers',
    doctors: 'Expert Doctors',
    experience: 'Years Combined Experience',
    exploreAll: 'Explore All Centers',
    showLess: 'Show Less Centers',
    viewOnMap: 'View All on Map',
  },
  closing: {
    book: 'Book Your Consultation',
    call: 'Call Us Now',
    phone: 'Phone: {phone}',
    email: 'Email: {email}',
  },
};
