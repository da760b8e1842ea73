// English texts of the donation area: the donation page, its pledge form and thank-you panel (docs/i18n.md).
export default {
  title: 'Donate | Support Traditional Healing | Hela Wedakama',
  description:
    'Fund free consultations, herbal treatment, rural health camps and our medicinal herb garden. 95% of every donation goes to programs.',
  eyebrow: 'Donation',
  impactHeading: 'Your Impact',
  storiesHeading: 'Stories of Impact',
  trustHeading: 'Where Your Money Goes',
  formHeading: 'Make a Donation',
  amount: 'Amount (LKR)',
  otherAmount: 'Or enter another amount',
  /** The custom amount's placeholder. */
  amountExample: 'e.g. 3000',
  donationType: 'Donation type',
  types: {
    'one-time': { label: 'One-time', hint: 'A single gift' },
    monthly: { label: 'Monthly', hint: 'Give every month; stop at any time' },
  },
  paymentMethod: 'Payment method',
  methods: {
    card: { label: 'Card', hint: 'Visa or Mastercard, completed on our payment partner’s secure page' },
    bank: { label: 'Bank transfer', hint: 'We show our account details after your pledge' },
    mobile: { label: 'Mobile pay', hint: 'eZ Cash or mCash' },
  },
  noCardNumbers: 'We never ask for your card number on this site, by phone or by e-mail.',
  phoneOptional: 'Phone number (optional)',
  anonymous: 'Keep my donation anonymous (your name is never published)',
  messageOptional: 'Message (optional)',
  donate: 'Donate Now',
  sending: 'Sending…',
  sendFailed: 'Your donation could not be sent',
  notSent: 'Donation not sent',
  thanksHeading: 'Thank You for Your Generosity!',
  /** {amount} is the pledged amount, with perMonth after it for a monthly gift. */
  received: 'Your pledge of {amount} has been received. We have sent a confirmation to your e-mail.',
  perMonth: '{amount} a month',
  reference: 'Your donation reference:',
  nextStep: 'Next step',
  transferTo: 'Please transfer your gift to:',
  accountName: 'Account name',
  bank: 'Bank',
  /** {bank} and {branch} come from the bank account's content. */
  bankBranch: '{bank}, {branch} branch',
  accountNumber: 'Account number',
  swift: 'SWIFT',
  paymentDescription: 'Payment description',
  cardNext:
    'Our payment partner will contact you by e-mail within one working day with a secure link to complete your card payment (Visa or Mastercard). We never ask for card numbers by phone or e-mail. Your reference is {reference}.',
  mobileNext:
    'Our team will contact you within one working day to complete your payment with eZ Cash or mCash. Your reference is {reference}.',
  another: 'Make Another Donation',
  validation: {
    amountRequired: 'Amount is required',
    amountNumber: 'Enter the amount in rupees, e.g. 2500',
    amountWhole: 'Enter a whole number of rupees',
    amountMin: 'The smallest donation we can accept is LKR {min}',
    amountMax: 'For a gift this size, please contact us directly',
    type: 'Please select donation type',
    method: 'Please select payment method',
  },
};
