// Acting as another OS user in the Node suites ("loopback means this user", docs/security.md): the
// test runs as root and starts a process as uid/gid 65534 (nobody) through setpriv (util-linux).
// Without root or setpriv the tests that need it are skipped, saying why.
import { execFileSync } from 'node:child_process';

export const OTHER_UID = 65534;

export function setprivPath() {
  try {
    return execFileSync('sh', ['-c', 'command -v setpriv'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

// Why these tests cannot run here, or null.
export function cannotActAsAnotherUser() {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return 'needs root to start a process as another uid';
  if (process.getuid() === OTHER_UID) return 'the test already runs as the other uid';
  if (!setprivPath()) return 'needs setpriv (util-linux)';
  return null;
}

// The argv that runs `argv` as the other user (setpriv first).
export function asOtherUserArgv(argv) {
  return [setprivPath(), `--reuid=${OTHER_UID}`, `--regid=${OTHER_UID}`, '--clear-groups', ...argv];
}
