/**
 * Runs `run` in a task after the next frame has been painted. A tap's handler calls it for the
 * work its answer needs (a page's render, a dialog's reveal), so the frame that shows the tap
 * itself comes first: the tap's INP is its handler and one frame, and the answer paints no later
 * (issue 37, D76). A `requestAnimationFrame` callback runs before the frame's paint; a task
 * queued from it runs after.
 */
export function afterNextPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run));
}
