/**
 * Whether a form's answer came too late for the page to change height under it: the browser
 * counts a layout shift as the visitor's own doing for half a second after their press (the
 * `hadRecentInput` of Cumulative Layout Shift). An answer within that time lets the form's
 * success take only its own height; a later one keeps the form's room while it is on screen.
 */
export function answeredLate(pressedAt: number): boolean {
  return performance.now() - pressedAt > 400;
}
