// Its own module, so that the lazily loaded manifestEntry.ts can throw it without importing the registry back.

/** The remote cannot be used: not configured, failed to load, or its module has no component. */
export class RemoteUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RemoteUnavailableError';
  }
}
