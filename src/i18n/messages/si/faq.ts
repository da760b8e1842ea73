import type { Messages } from '../en/index.ts';

export default {
  title: 'නිතර අසන ප්‍රශ්න | හෙළ වෙදකම',
  description: 'වේලාවක් වෙන් කිරීම, අවලංගු කිරීම, රැගෙන ආ යුතු දේ, මිනිත්තු 15කට පෙර පැමිණීම, ගෙවීම් සහ අපගේ වෛද්‍යවරුන් කතා කරන භාෂා.',
  heading: 'නිතර අසන ප්‍රශ්න',
  lead: 'රෝගීන් අපෙන් බොහෝ විට අසන ප්‍රශ්නවලට පිළිතුරු. වෙනත් ප්‍රශ්නයක් තිබේද? {contact}.',
  contactLink: 'අප අමතන්න',
  topics: { Booking: 'වේලාව වෙන් කිරීම', 'Your visit': 'ඔබගේ පැමිණීම', Payments: 'ගෙවීම්', Treatments: 'ප්‍රතිකාර' },
} satisfies Messages['faq'];
