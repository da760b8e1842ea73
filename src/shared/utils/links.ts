// Outbound links built from content: telephone, WhatsApp and map directions.

/** "+94 33 229 7575" -> "tel:+94332297575". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** "+94 77 229 7575" -> "https://wa.me/94772297575". */
export function whatsappHref(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}`;
}

/** A Google Maps directions link to a point (opens the visitor's maps app on a phone). */
export function directionsHref({ lat, lng }: { lat: number; lng: number }): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`;
}
