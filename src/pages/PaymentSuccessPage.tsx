import { PlaceholderHeading } from './PlaceholderHeading';

export default function PaymentSuccessPage() {
  return <PlaceholderHeading titleKey={'payment:meta.title'} />;
}
