/**
 * Resolves in a new task of the browser's, so that what follows is not added to the task running now. A message to
 * oneself rather than a timer: timers in a tab opened in the background wait up to a second, messages do not.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
