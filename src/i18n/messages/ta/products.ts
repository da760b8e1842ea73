import type { Messages } from '../en/index.ts';

export default {
  title: '{name} | {category} | ஹெல வெதகம',
  untranslatedTitle: '{category} | ஹெல வெதகம',
  untranslatedDescription: 'இலங்கை மூலிகைகளிலிருந்து ஹெல வெதகம தயாரித்த {category}.',
  backHome: 'முகப்புக்குத் திரும்பு',
  pictures: 'பொருளின் படங்கள்',
  featured: 'சிறப்புத் தெரிவு',
  packSize: 'பொதியின் அளவு:',
  benefits: 'நன்மைகள்',
  quotation: 'விலைக்கூற்றைப் பெறுங்கள்',
  ask: 'கேள்விகள் கேளுங்கள்',
  details: 'பொருள் விவரங்கள்',
  ingredients: 'உள்ளடங்கியவை',
  dosage: 'உட்கொள்ளும் அளவு',
  preparation: 'தயாரிக்கும் முறை',
  uses: 'பயன்கள்',
  contraindications: 'பயன்படுத்தக் கூடாத சந்தர்ப்பங்கள்',
  certifications: 'சான்றிதழ்கள்',
  origin: 'தோற்றம்',
  advice:
    'மூலிகைப் பொருட்களும் மருந்துகளே. பயன்படுத்தும் முன், குறிப்பாக நீங்கள் கர்ப்பிணியாக இருந்தால், பாலூட்டினால் அல்லது வேறு மருந்துகளை உட்கொண்டால், பதிவுசெய்யப்பட்ட மருத்துவர் ஒருவரிடம் ஆலோசனை பெறுங்கள்.',
  categories: {
    'Herbal Powders': 'மூலிகைப் பொடிகள்',
    'Herbal Supplements': 'மூலிகைத் துணை உணவுகள்',
    'Herbal Teas': 'மூலிகைத் தேநீர்',
    'Herbal Oils': 'மூலிகை எண்ணெய்கள்',
  },
  notFound: {
    title: 'பொருள் கிடைக்கவில்லை | ஹெல வெதகம',
    description: 'இந்தப் பொருள் இல்லை அல்லது இனி கிடைக்காது.',
    heading: 'பொருள் கிடைக்கவில்லை',
    lead: 'நீங்கள் தேடும் பொருள் இல்லை அல்லது இனி கிடைக்காது.',
    backHome: 'முகப்புக்குத் திரும்பு',
  },
} satisfies Messages['products'];
