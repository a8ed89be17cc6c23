import { deferredIsland } from '@/components/ui/deferred-island';

/** D29: the footer's contact form; its code (and form-limits) loads when the form comes near. */
export const ContactFormIsland = deferredIsland('contact', () => import('./ContactForm').then((module) => module.ContactForm));
