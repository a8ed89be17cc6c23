/**
 * The mailbox an address delivers to, as far as we can tell without asking its provider: lower
 * case, a `+tag` dropped (it reaches the same mailbox), and for Gmail the dots dropped and
 * googlemail.com read as gmail.com. One mailbox gets one confirmation window, one lead per
 * employee and one erasure, whichever spelling was typed. The SQL function private.mailbox_key
 * computes the same (a test on both engines keeps them equal); only ASCII addresses pass the
 * form's pattern, so JavaScript's and PostgreSQL's lower case agree.
 */
export function mailboxKey(email: string): string {
  const typed = email.trim().toLowerCase();
  const at = typed.lastIndexOf('@');
  const localPart = at < 0 ? typed : typed.slice(0, at);
  const domain = at < 0 ? '' : typed.slice(at + 1);
  const untagged = localPart.split('+')[0] || localPart;
  return domain === 'gmail.com' || domain === 'googlemail.com' ? `${untagged.replaceAll('.', '')}@gmail.com` : `${untagged}@${domain}`;
}
