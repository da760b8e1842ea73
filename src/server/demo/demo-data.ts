// Believable demo data for the local server and the tests: Sri Lankan names, LKR prices, real treatments.
import type { ServiceCategory } from '../../shared/enums.ts';

export interface DemoService {
  name: string;
  subtitle: string;
  description: string;
  long_description: string;
  category: ServiceCategory;
  duration: number;
  sessions: string;
  price: number;
  rating: number;
  total_reviews: number;
  icon: string;
  benefits: string[];
  featured: boolean;
}

export const DEMO_SERVICES: DemoService[] = [
  {
    name: 'Panchakarma Therapy',
    subtitle: 'Five-fold purification',
    description:
      'A supervised cleansing program that removes accumulated toxins and restores the balance of the doshas.',
    long_description:
      'Panchakarma is the classical purification therapy of Ayurveda and Deshiya Chikitsa. After a consultation and pulse reading, your practitioner prepares the body with medicated oils and herbal steam, then guides you through the cleansing procedures suited to your constitution, followed by a rebuilding diet.',
    category: 'traditional',
    duration: 90,
    sessions: '7-21 sessions',
    price: 7500,
    rating: 4.9,
    total_reviews: 214,
    icon: '🪷',
    benefits: [
      'Removes accumulated toxins',
      'Improves digestion and sleep',
      'Restores energy',
      'Supports long-term balance',
    ],
    featured: true,
  },
  {
    name: 'Herbal Medicine',
    subtitle: 'Prescriptions from indigenous plants',
    description:
      'Personal herbal preparations made from locally grown medicinal plants, prescribed after a full consultation.',
    long_description:
      'Our practitioners prepare decoctions (kasaya), powders (churna), pills (guli) and oils from more than 300 indigenous plants. Each prescription follows a consultation and is reviewed at every follow-up visit.',
    category: 'traditional',
    duration: 30,
    sessions: 'As prescribed',
    price: 2500,
    rating: 4.8,
    total_reviews: 356,
    icon: '🌿',
    benefits: [
      'Chemical-free plant medicine',
      'Prepared for your constitution',
      'Gentle on the body',
      'Reviewed at each visit',
    ],
    featured: true,
  },
  {
    name: 'Ayurvedic Massage',
    subtitle: 'Abhyanga with warm medicated oils',
    description:
      'A full-body massage with warm herbal oils that relaxes muscles, improves circulation and calms the mind.',
    long_description:
      'Two therapists work in rhythm with warm oils chosen for your constitution. Abhyanga eases stiffness, improves circulation and sleep, and is often the first step before steam therapy.',
    category: 'therapy',
    duration: 60,
    sessions: '1-10 sessions',
    price: 4500,
    rating: 4.9,
    total_reviews: 298,
    icon: '💆',
    benefits: ['Relieves muscle tension', 'Improves circulation', 'Deep relaxation', 'Nourishes the skin'],
    featured: true,
  },
  {
    name: 'Pulse Diagnosis',
    subtitle: 'Nadi pariksha',
    description: 'A traditional reading of the pulse to understand your constitution and the root of your symptoms.',
    long_description:
      'Nadi pariksha is the heart of a traditional consultation. Your practitioner reads the pulse at the wrist, asks about your diet, sleep and daily routine, and explains what the reading shows before recommending treatment.',
    category: 'traditional',
    duration: 45,
    sessions: '1 session',
    price: 2000,
    rating: 4.7,
    total_reviews: 187,
    icon: '🫀',
    benefits: ['Finds the root cause', 'Personal constitution reading', 'Clear treatment plan'],
    featured: false,
  },
  {
    name: 'Detox Programs',
    subtitle: 'Seven and fourteen day programs',
    description: 'Guided detox programs combining herbal medicine, steam, diet and rest under daily supervision.',
    long_description:
      'Our detox programs combine herbal medicine, medicinal steam baths, a cleansing diet and rest. You are seen daily by a practitioner who adjusts the program to how your body responds.',
    category: 'lifestyle',
    duration: 120,
    sessions: '7 or 14 days',
    price: 35000,
    rating: 4.8,
    total_reviews: 96,
    icon: '🍵',
    benefits: ['Daily supervision', 'Herbal meals included', 'Lighter body and clearer mind', 'Habits that last'],
    featured: false,
  },
  {
    name: 'Wellness Consultation',
    subtitle: 'A first conversation about your health',
    description: 'An unhurried consultation to understand your health, answer your questions and plan a treatment.',
    long_description:
      'A wellness consultation is the best place to start. We listen to your history and goals, read your pulse, and explain in plain words which treatments would help and what they involve.',
    category: 'wellness',
    duration: 30,
    sessions: '1 session',
    price: 1500,
    rating: 4.8,
    total_reviews: 412,
    icon: '🧘',
    benefits: ['Time to ask every question', 'Clear, honest advice', 'A plan you understand'],
    featured: false,
  },
  {
    name: 'Medicinal Steam Bath',
    subtitle: 'Sweda with herbal vapours',
    description: 'A herbal steam therapy that opens the channels of the body and eases stiffness and congestion.',
    long_description:
      'Sweda follows an oil massage: a gentle steam infused with medicinal leaves opens the pores and channels of the body, eases stiff joints and clears congestion.',
    category: 'therapy',
    duration: 30,
    sessions: '3-7 sessions',
    price: 3000,
    rating: 4.7,
    total_reviews: 143,
    icon: '♨️',
    benefits: ['Eases stiff joints', 'Clears congestion', 'Deep relaxation'],
    featured: false,
  },
  {
    name: 'Kadum Bindum Bone Setting',
    subtitle: 'Traditional fracture and sprain care',
    description: 'The Sri Lankan tradition of setting bones and treating sprains with herbal poultices and bandaging.',
    long_description:
      'Kadum bindum is a family tradition of Sri Lankan bone setters. Fractures, dislocations and sprains are set by hand and treated with herbal pastes and bandages changed at each visit.',
    category: 'traditional',
    duration: 45,
    sessions: '4-8 visits',
    price: 3500,
    rating: 4.9,
    total_reviews: 167,
    icon: '🦴',
    benefits: ['Hands-on setting by experienced practitioners', 'Herbal poultices', 'Faster return to movement'],
    featured: false,
  },
  {
    name: 'Stress & Sleep Therapy',
    subtitle: 'Shirodhara and calming herbs',
    description: 'A calming therapy of warm oil poured over the forehead, with herbs and routines for restful sleep.',
    long_description:
      'Shirodhara, a steady stream of warm medicated oil on the forehead, settles an anxious mind. Combined with calming herbs and a simple evening routine it helps restore natural sleep.',
    category: 'wellness',
    duration: 60,
    sessions: '5-7 sessions',
    price: 5500,
    rating: 4.8,
    total_reviews: 121,
    icon: '🌙',
    benefits: ['Calms the mind', 'Improves sleep quality', 'Reduces headaches'],
    featured: false,
  },
  {
    name: 'Nutritional Medicine',
    subtitle: 'Food as medicine',
    description:
      'Diet plans built on traditional Sri Lankan foods and herbs, suited to your constitution and condition.',
    long_description:
      'Our practitioners build a diet around traditional Sri Lankan foods - red rice, kola kenda, gotu kola, king coconut - suited to your constitution, your condition and your family kitchen.',
    category: 'lifestyle',
    duration: 45,
    sessions: '2-4 sessions',
    price: 2500,
    rating: 4.6,
    total_reviews: 88,
    icon: '🥗',
    benefits: ['Practical meal plans', 'Supports treatment', 'Healthy habits for the family'],
    featured: false,
  },
  {
    name: 'Joint & Spine Care',
    subtitle: 'Kati basti and herbal compresses',
    description: 'Warm oil pooling, herbal compresses and gentle massage for back, neck and joint pain.',
    long_description:
      'For back, neck and knee pain we use kati basti (warm oil held over the painful area), hot herbal compresses (pinda sweda) and gentle massage, together with exercises to keep you moving.',
    category: 'therapy',
    duration: 60,
    sessions: '5-10 sessions',
    price: 5000,
    rating: 4.8,
    total_reviews: 154,
    icon: '🌱',
    benefits: ['Less pain and stiffness', 'Better mobility', 'Exercises to keep at home'],
    featured: false,
  },
  {
    name: 'Mindful Living Program',
    subtitle: 'Breathing, meditation and daily routine',
    description: 'A four-week program of breathing, meditation and a daily routine (dinacharya) for lasting wellbeing.',
    long_description:
      'Over four weekly sessions you learn breathing practices, a short meditation and a daily routine based on traditional wisdom, with a practitioner who checks in on your progress.',
    category: 'wellness',
    duration: 60,
    sessions: '4 weekly sessions',
    price: 6000,
    rating: 4.7,
    total_reviews: 64,
    icon: '🕯️',
    benefits: ['Less stress', 'Better focus', 'A routine that lasts'],
    featured: false,
  },
];

export const DOCTOR_SPECIALIZATIONS = [
  'Panchakarma',
  'Herbal Medicine',
  'Kadum Bindum (Bone Setting)',
  'Skin & Hair Care',
  "Women's Health",
  "Children's Care (Kaumarabhritya)",
  'Stress & Sleep Disorders',
  'Joint & Spine Care',
  'Nutritional Medicine',
  'Visha Vedakama (Toxicology)',
  'Pulse Diagnosis',
  'General Traditional Medicine',
] as const;

/**
 * The specialties in Sinhala and Tamil, as staff would give them on the Doctors screen (machine-made drafts for the
 * demo, not reviewed by a native speaker): the si and ta booking pages show them instead of the English.
 */
export const SPECIALIZATION_TRANSLATIONS: Readonly<Record<string, { si: string; ta: string }>> = {
  Panchakarma: { si: 'පංචකර්ම', ta: 'பஞ்சகர்மா' },
  'Herbal Medicine': { si: 'ඖෂධ පැළෑටි ප්‍රතිකාර', ta: 'மூலிகை மருத்துவம்' },
  'Kadum Bindum (Bone Setting)': { si: 'කැඩුම් බිඳුම්', ta: 'எலும்பு முறிவு சிகிச்சை' },
  'Skin & Hair Care': { si: 'සම සහ කෙස් රැකවරණය', ta: 'தோல் மற்றும் கூந்தல் பராமரிப்பு' },
  "Women's Health": { si: 'කාන්තා සෞඛ්‍යය', ta: 'பெண்கள் நலம்' },
  "Children's Care (Kaumarabhritya)": { si: 'ළමා සත්කාර (කෞමාරභෘත්‍ය)', ta: 'குழந்தை நலம் (கௌமாரப்ருத்யம்)' },
  'Stress & Sleep Disorders': { si: 'මානසික ආතතිය සහ නින්ද ආබාධ', ta: 'மன அழுத்தம் மற்றும் தூக்கக் கோளாறுகள்' },
  'Joint & Spine Care': { si: 'සන්ධි සහ කොඳු ඇට පෙළ රැකවරණය', ta: 'மூட்டு மற்றும் முதுகெலும்பு பராமரிப்பு' },
  'Nutritional Medicine': { si: 'පෝෂණ වෛද්‍ය විද්‍යාව', ta: 'ஊட்டச்சத்து மருத்துவம்' },
  'Visha Vedakama (Toxicology)': { si: 'විෂ වෙදකම', ta: 'நச்சு மருத்துவம் (விஷ வைத்தியம்)' },
  'Pulse Diagnosis': { si: 'නාඩි පරීක්ෂාව', ta: 'நாடி பரிசோதனை' },
  'General Traditional Medicine': { si: 'සාමාන්‍ය දේශීය වෛද්‍ය ප්‍රතිකාර', ta: 'பொது பாரம்பரிய மருத்துவம்' },
};

export const FIRST_NAMES = [
  'Nimal',
  'Sunethra',
  'Chaminda',
  'Dilani',
  'Ruwan',
  'Kumari',
  'Asanka',
  'Tharushi',
  'Mahinda',
  'Anoma',
  'Lasantha',
  'Sanduni',
  'Pradeep',
  'Ishara',
  'Kasun',
  'Nadeesha',
  'Saman',
  'Chathurika',
  'Upul',
  'Harshini',
  'Thilina',
  'Malkanthi',
  'Janaka',
  'Shalika',
  'Buddhika',
  'Iresha',
  'Rohan',
  'Piyumi',
  'Dinesh',
  'Yamuna',
  'Kavinda',
  'Rasika',
  'Nuwan',
  'Gayani',
  'Sampath',
  'Dulani',
  'Priyantha',
  'Shanika',
  'Ajith',
  'Vasanthi',
  'Tharindu',
  'Nirosha',
];

export const LAST_NAMES = [
  'Perera',
  'Fernando',
  'Jayasinghe',
  'Wickramasinghe',
  'Bandara',
  'Rathnayake',
  'Gunawardena',
  'Senanayake',
  'Dissanayake',
  'Herath',
  'Karunaratne',
  'Weerasinghe',
  'Ekanayake',
  'Samarasinghe',
  'Rajapaksha',
  'Wijesekara',
  'Liyanage',
  'Amarasinghe',
  'Kumarasinghe',
  'Abeysekera',
];

export const PATIENT_NAMES = [
  ['Amaya', 'Silva'],
  ['Dinuka', 'Perera'],
  ['Fathima', 'Rizvi'],
  ['Kavya', 'Raman'],
  ['Lahiru', 'Jayawardena'],
  ['Menaka', 'Fonseka'],
  ['Nadeeka', 'Herath'],
  ['Oshadi', 'Munasinghe'],
  ['Prasanna', 'Kumar'],
  ['Rukshan', 'Mendis'],
  ['Sachini', 'de Alwis'],
  ['Tharaka', 'Wijeratne'],
  ['Udeshi', 'Gamage'],
  ['Vimukthi', 'Ranasinghe'],
  ['Yasodha', 'Peiris'],
  ['Zahra', 'Marikar'],
  ['Anjali', 'Sivakumar'],
  ['Buddhi', 'Kodikara'],
  ['Chamari', 'Atapattu'],
  ['Dilshan', 'Madushanka'],
] as const;

/**
 * The demo doctors' first and last names in Sinhala and Tamil letters, as staff would give them on the Doctors screen
 * (machine-made drafts for the demo, not reviewed by a native speaker): the si and ta pages and the patient's
 * e-mails show them instead of the English.
 */
export const NAME_TRANSLATIONS: Readonly<Record<string, { si: string; ta: string }>> = {
  Nimal: { si: 'නිමල්', ta: 'நிமல்' },
  Sunethra: { si: 'සුනේත්‍රා', ta: 'சுனேத்ரா' },
  Chaminda: { si: 'චමින්ද', ta: 'சமிந்த' },
  Dilani: { si: 'දිලානි', ta: 'திலானி' },
  Ruwan: { si: 'රුවන්', ta: 'ருவன்' },
  Kumari: { si: 'කුමාරි', ta: 'குமாரி' },
  Asanka: { si: 'අසංක', ta: 'அசங்க' },
  Tharushi: { si: 'තරුෂි', ta: 'தருஷி' },
  Mahinda: { si: 'මහින්ද', ta: 'மஹிந்த' },
  Anoma: { si: 'අනෝමා', ta: 'அனோமா' },
  Lasantha: { si: 'ලසන්ත', ta: 'லசந்த' },
  Sanduni: { si: 'සඳුනි', ta: 'சந்துனி' },
  Pradeep: { si: 'ප්‍රදීප්', ta: 'பிரதீப்' },
  Ishara: { si: 'ඉෂාරා', ta: 'இஷாரா' },
  Kasun: { si: 'කසුන්', ta: 'கசுன்' },
  Nadeesha: { si: 'නදීෂා', ta: 'நதீஷா' },
  Saman: { si: 'සමන්', ta: 'சமன்' },
  Chathurika: { si: 'චතුරිකා', ta: 'சதுரிகா' },
  Upul: { si: 'උපුල්', ta: 'உபுல்' },
  Harshini: { si: 'හර්ෂිනී', ta: 'ஹர்ஷினி' },
  Thilina: { si: 'තිලිණ', ta: 'திலின' },
  Malkanthi: { si: 'මල්කාන්ති', ta: 'மல்காந்தி' },
  Janaka: { si: 'ජනක', ta: 'ஜனக' },
  Shalika: { si: 'ශාලිකා', ta: 'ஷாலிகா' },
  Buddhika: { si: 'බුද්ධික', ta: 'புத்திக' },
  Iresha: { si: 'ඉරේෂා', ta: 'இரேஷா' },
  Rohan: { si: 'රොහාන්', ta: 'ரொஹான்' },
  Piyumi: { si: 'පියුමි', ta: 'பியுமி' },
  Dinesh: { si: 'දිනේෂ්', ta: 'தினேஷ்' },
  Yamuna: { si: 'යමුනා', ta: 'யமுனா' },
  Kavinda: { si: 'කවින්ද', ta: 'கவிந்த' },
  Rasika: { si: 'රසිකා', ta: 'ரசிகா' },
  Nuwan: { si: 'නුවන්', ta: 'நுவன்' },
  Gayani: { si: 'ගයානි', ta: 'கயானி' },
  Sampath: { si: 'සම්පත්', ta: 'சம்பத்' },
  Dulani: { si: 'දුලානි', ta: 'துலானி' },
  Priyantha: { si: 'ප්‍රියන්ත', ta: 'பிரியந்த' },
  Shanika: { si: 'ශානිකා', ta: 'ஷானிகா' },
  Ajith: { si: 'අජිත්', ta: 'அஜித்' },
  Vasanthi: { si: 'වසන්ති', ta: 'வசந்தி' },
  Tharindu: { si: 'තරිඳු', ta: 'தரிந்து' },
  Nirosha: { si: 'නිරෝෂා', ta: 'நிரோஷா' },
  Perera: { si: 'පෙරේරා', ta: 'பெரேரா' },
  Fernando: { si: 'ප්‍රනාන්දු', ta: 'பெர்னாண்டோ' },
  Jayasinghe: { si: 'ජයසිංහ', ta: 'ஜயசிங்க' },
  Wickramasinghe: { si: 'වික්‍රමසිංහ', ta: 'விக்கிரமசிங்க' },
  Bandara: { si: 'බණ්ඩාර', ta: 'பண்டார' },
  Rathnayake: { si: 'රත්නායක', ta: 'ரத்நாயக்க' },
  Gunawardena: { si: 'ගුණවර්ධන', ta: 'குணவர்தன' },
  Senanayake: { si: 'සේනානායක', ta: 'சேனநாயக்க' },
  Dissanayake: { si: 'දිසානායක', ta: 'திசாநாயக்க' },
  Herath: { si: 'හේරත්', ta: 'ஹேரத்' },
  Karunaratne: { si: 'කරුණාරත්න', ta: 'கருணாரத்ன' },
  Weerasinghe: { si: 'වීරසිංහ', ta: 'வீரசிங்க' },
  Ekanayake: { si: 'ඒකනායක', ta: 'ஏக்கநாயக்க' },
  Samarasinghe: { si: 'සමරසිංහ', ta: 'சமரசிங்க' },
  Rajapaksha: { si: 'රාජපක්ෂ', ta: 'ராஜபக்ஷ' },
  Wijesekara: { si: 'විජේසේකර', ta: 'விஜேசேகர' },
  Liyanage: { si: 'ලියනගේ', ta: 'லியனகே' },
  Amarasinghe: { si: 'අමරසිංහ', ta: 'அமரசிங்க' },
  Kumarasinghe: { si: 'කුමාරසිංහ', ta: 'குமாரசிங்க' },
  Abeysekera: { si: 'අබේසේකර', ta: 'அபேசேகர' },
};

/** The demo doctors' qualifications in Sinhala and Tamil (machine-made drafts, not reviewed): the degree written out
 * in the language, so a Sinhala or Tamil page carries no English letters. */
export const QUALIFICATION_TRANSLATIONS: Readonly<Record<string, { si: string; ta: string }>> = {
  'BAMS (Colombo)': {
    si: 'ආයුර්වේද වෛද්‍ය හා ශල්‍ය උපාධිය (කොළඹ)',
    ta: 'ஆயுர்வேத மருத்துவ, அறுவை சிகிச்சை இளங்கலை (கொழும்பு)',
  },
  'BAMS (Gampaha Wickramarachchi)': {
    si: 'ආයුර්වේද වෛද්‍ය හා ශල්‍ය උපාධිය (ගම්පහ වික්‍රමආරච්චි)',
    ta: 'ஆயுர்வேத மருத்துவ, அறுவை சிகிச்சை இளங்கலை (கம்பஹா விக்கிரமாராச்சி)',
  },
  BUMS: { si: 'යුනානි වෛද්‍ය හා ශල්‍ය උපාධිය', ta: 'யுனானி மருத்துவ, அறுவை சிகிச்சை இளங்கலை' },
  BSMS: { si: 'සිද්ධ වෛද්‍ය හා ශල්‍ය උපාධිය', ta: 'சித்த மருத்துவ, அறுவை சிகிச்சை இளங்கலை' },
  'MD (Ayurveda)': { si: 'ආයුර්වේද වෛද්‍ය පශ්චාත් උපාධිය', ta: 'ஆயுர்வேத மருத்துவ முதுகலை' },
};

/** A name in Sinhala or Tamil letters, word by word; undefined when a word has no draft. */
export function translatedName(name: string, locale: 'si' | 'ta'): string | undefined {
  const words = name.split(' ').map((word) => NAME_TRANSLATIONS[word]?.[locale]);
  return words.every(Boolean) ? words.join(' ') : undefined;
}
