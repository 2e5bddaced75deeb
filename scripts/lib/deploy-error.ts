/**
 * A failure the person at the terminal can act on: the CLI prints its message alone, without a
 * stack trace. Anything else that is thrown is a bug and keeps its stack.
 */
export class DeployError extends Error {
  override name = 'DeployError';
}
