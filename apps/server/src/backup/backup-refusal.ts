/**
 * The one error of the backup and restore commands that is expected (issue 32 "Bad input and
 * abuse"): a file that is not one of our backups, a schema newer than the code, a target that is
 * not empty, a tool missing. The command prints its message and exits non-zero; whatever raised it
 * has changed nothing.
 */
export class BackupRefusal extends Error {
  override name = 'BackupRefusal';
}
