/**
 * Resolves in a new task of the event loop, so the work after an `await` runs as its own task
 * instead of lengthening the current one. Long tasks are what Total Blocking Time counts: the
 * boot sequence in main.tsx yields between its steps so that none of them grows into one.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
