import type { Messages } from '../en/index.ts';

export default {
  skipToContent: 'உள்ளடக்கத்துக்குச் செல்லவும்',
  language: 'மொழி',
  untranslated: 'இந்தப் பக்கம் இன்னும் தமிழில் மொழிபெயர்க்கப்படவில்லை. எனவே ஆங்கிலத்தில் காட்டப்படுகிறது.',
  unreviewed: 'இந்த மொழிபெயர்ப்பு எங்கள் பணியாளர்களால் இன்னும் சரிபார்க்கப்படவில்லை.',
} satisfies Messages['common'];
