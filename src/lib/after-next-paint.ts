/** Runs `run` in a task after the next paint, so a tap's own frame comes before its answer. */
export function afterNextPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run));
}
