import type { Messages } from '../en/index.ts';

export default {
  skipToContent: 'අන්තර්ගතයට යන්න',
  language: 'භාෂාව',
  untranslated: 'මෙම පිටුව තවම සිංහලට පරිවර්තනය කර නැත. එබැවින් ඉංග්‍රීසියෙන් පෙන්වයි.',
  unreviewed: 'මෙම පරිවර්තනය අපගේ කාර්ය මණ්ඩලය විසින් තවම පරීක්ෂා කර නැත.',
} satisfies Messages['common'];
