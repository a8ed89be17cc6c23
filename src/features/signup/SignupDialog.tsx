// Placeholder until the interactive-features work lands the three-step dialog.
export default function SignupDialog(_props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return null;
}
