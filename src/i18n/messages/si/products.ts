import type { Messages } from '../en/index.ts';

export default {
  title: '{name} | {category} | හෙළ වෙදකම',
  untranslatedTitle: '{category} | හෙළ වෙදකම',
  untranslatedDescription: 'ශ්‍රී ලාංකේය ඖෂධ පැළෑටිවලින් හෙළ වෙදකම සකස් කළ {category}.',
  backHome: 'මුල් පිටුවට',
  pictures: 'නිෂ්පාදනයේ පින්තූර',
  featured: 'විශේෂ නිෂ්පාදනයක්',
  packSize: 'ඇසුරුමේ ප්‍රමාණය:',
  benefits: 'ප්‍රයෝජන',
  quotation: 'මිල ගණන් ඉල්ලන්න',
  ask: 'ප්‍රශ්න අසන්න',
  details: 'නිෂ්පාදන විස්තර',
  ingredients: 'අඩංගු ද්‍රව්‍ය',
  dosage: 'මාත්‍රාව',
  preparation: 'සකස් කරන ආකාරය',
  uses: 'භාවිත',
  contraindications: 'භාවිත නොකළ යුතු අවස්ථා',
  certifications: 'සහතික',
  origin: 'ප්‍රභවය',
  advice:
    'ඖෂධ පැළෑටි නිෂ්පාදන ද ඖෂධ වේ. භාවිත කිරීමට පෙර, විශේෂයෙන් ඔබ ගර්භණී නම්, මව්කිරි දෙන්නේ නම් හෝ වෙනත් ඖෂධ ගන්නේ නම්, ලියාපදිංචි වෛද්‍යවරයෙකුගෙන් උපදෙස් ලබාගන්න.',
  categories: {
    'Herbal Powders': 'ඖෂධීය කුඩු',
    'Herbal Supplements': 'ඖෂධීය අතිරේක',
    'Herbal Teas': 'ඖෂධීය තේ',
    'Herbal Oils': 'ඖෂධීය තෙල්',
  },
  notFound: {
    title: 'නිෂ්පාදනය හමු නොවීය | හෙළ වෙදකම',
    description: 'මෙම නිෂ්පාදනය නොපවතී, නැතහොත් තවදුරටත් ලබාගත නොහැක.',
    heading: 'නිෂ්පාදනය හමු නොවීය',
    lead: 'ඔබ සොයන නිෂ්පාදනය නොපවතී, නැතහොත් තවදුරටත් ලබාගත නොහැක.',
    backHome: 'මුල් පිටුවට',
  },
} satisfies Messages['products'];
