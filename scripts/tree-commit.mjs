/**
 * The commit a measurement ran, for its raw file: the short hash of HEAD, marked "+local changes" when tracked
 * files differ from it (the run then tested more than the commit says); null outside a git work tree.
 */
import { execFileSync } from 'node:child_process';

export function commitOfTree(cwd = process.cwd()) {
  try {
    const git = (args) => execFileSync('git', args, { cwd, encoding: 'utf8' });
    const head = git(['rev-parse', '--short', 'HEAD']).trim();
    return git(['status', '--porcelain', '--untracked-files=no']).trim() ? `${head}+local changes` : head;
  } catch {
    return null;
  }
}
