import type { Messages } from '../en/index.ts';

export default {
  title: '404 பக்கம் கிடைக்கவில்லை | ஹெல வெதகம',
  description: 'நீங்கள் தேடிய பக்கம் இல்லை.',
  heading: '404 பக்கம் கிடைக்கவில்லை',
  lead: 'நீங்கள் தேடும் பக்கம் வேறு இடத்துக்கு மாற்றப்பட்டிருக்கலாம், அல்லது இப்போது இல்லை.',
  home: 'முகப்புக்குச் செல்லுங்கள்',
  back: 'பின்செல்லுங்கள்',
} satisfies Messages['notFound'];
