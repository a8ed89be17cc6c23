/** Resolves in a new task, so the work after an `await` does not lengthen the current one into a long task. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
