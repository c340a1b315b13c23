/**
 * Lets the browser run input, paint and other tasks between two parts of the start-up, so that
 * they are not one long task (a phone's main thread blocked for hundreds of milliseconds).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
