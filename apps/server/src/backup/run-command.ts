/**
 * How the backup and restore commands end: a refusal prints its message and exits 1, any other
 * failure prints its error and exits 2, success exits 0.
 */
import { BackupRefusal } from './backup-refusal';

/** Runs `work`, then sets the exit code as above. */
export async function runCommand(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    // A mistyped option (node:util parseArgs) is a refusal too: nothing ran.
    const badArguments = (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS') ?? false;
    if (error instanceof BackupRefusal || badArguments) {
      console.error(`Refused: ${(error as Error).message}`);
      process.exitCode = 1;
    } else {
      console.error(error);
      process.exitCode = 2;
    }
  }
}
