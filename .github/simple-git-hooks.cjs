/*
 * The opt-in pre-commit hook: `npx simple-git-hooks .github/simple-git-hooks.cjs` installs it.
 *
 * It lives here, not as a "simple-git-hooks" entry in package.json, because simple-git-hooks
 * installs an entry found in package.json (or in a config file at the root) from its own
 * postinstall script, that is on every `npm ci`, for everyone, replacing any pre-commit hook they
 * had. A file in this folder is read only when named on the command line.
 */
module.exports = {
  // Content problems stop the commit; commits that touch no content skip the few seconds the
  // check takes. It checks the files as they are on disk, staged or not.
  'pre-commit': 'git diff --cached --quiet -- pages.yaml content || npm run validate',
  // Installing must not delete the other hooks a developer has (pre-push and the like).
  preserveUnused: true,
};
