import type { Messages } from '../en/index.ts';

export default {
  title: '404 පිටුව හමු නොවීය | හෙළ වෙදකම',
  description: 'ඔබ සෙවූ පිටුව නොපවතී.',
  heading: '404 පිටුව හමු නොවීය',
  lead: 'ඔබ සොයන පිටුව වෙනත් තැනකට ගෙන ගොස් ඇත, නැතහොත් තවදුරටත් නොපවතී.',
  home: 'මුල් පිටුවට යන්න',
  back: 'ආපසු යන්න',
} satisfies Messages['notFound'];
