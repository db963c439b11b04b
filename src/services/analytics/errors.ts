/** A tracked event had no non-empty string name (spec §5); raised and swallowed inside the client. */
export class EventMissingError extends Error {
  constructor(message = 'analytics event name must be a non-empty string') {
    super(message)
    this.name = 'EventMissing'
  }
}
