// Placeholder until the interactive-features work lands the contact form.
export function ContactForm() {
  return null;
}
