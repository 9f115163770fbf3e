// A mistake the user can fix (bad argument, existing file, port in use): the
// CLI prints its message as one line, never a stack trace.
export class UserError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UserError';
  }
}
