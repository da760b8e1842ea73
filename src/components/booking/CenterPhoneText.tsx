// A sentence of the catalogue with the centre's phone number in it as a link to call ({phone} marks its place).
export default function CenterPhoneText({ text, phone }: { text: string; phone: string }) {
  const [before = '', after = ''] = text.split('{phone}');
  return (
    <>
      {before}
      <a href={`tel:${phone.replace(/\s+/g, '')}`}>{phone}</a>
      {after}
    </>
  );
}
