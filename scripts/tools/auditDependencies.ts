/**
 * `npm run audit:deps`: are any of the installed packages known to be vulnerable?
 *
 * Asks the registry first (`npm audit`). Where the registry does not answer audit questions, checks
 * every version in package-lock.json against a copy of the OSV database for npm kept on disk:
 * `--osv <folder or file>` or OSV_DATABASE. Without either, says that nothing was checked.
 * Options: `--offline` skips `npm audit`; `--lockfile <file>` checks another lockfile offline.
 *
 * Exit code: 0 nothing known found, 1 vulnerabilities found, 2 no check could run.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { readLockfile } from './deps/lockfile';
import { runNpmAudit, type NpmAuditReport } from './deps/npmAudit';
import { loadOsvDatabase } from './deps/osvDatabase';
import { matchAdvisories, type Finding } from './deps/osvMatch';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};

const DOWNLOAD_HELP = [
  'To check offline, download the OSV database for npm and unzip it:',
  '  curl -LO https://osv-vulnerabilities.storage.googleapis.com/npm/all.zip',
  '  unzip -q all.zip -d ~/osv-npm',
  'then run: OSV_DATABASE=~/osv-npm npm run audit:deps   (or: npm run audit:deps -- --osv ~/osv-npm)',
].join('\n');

function printNpmAudit(report: NpmAuditReport): number {
  const entries = Object.values(report.vulnerabilities);
  for (const entry of entries) {
    const advisories = entry.via.filter((via) => typeof via !== 'string').map((via) => `${via.title ?? ''} ${via.url ?? ''}`.trim());
    const through = entry.via.filter((via) => typeof via === 'string');
    console.log(`${entry.severity.padEnd(8)} ${entry.name} ${entry.range}${entry.isDirect ? ' (direct)' : ''}`);
    for (const advisory of advisories) console.log(`         ${advisory}`);
    if (through.length) console.log(`         through ${through.join(', ')}`);
  }
  const counts = Object.entries(report.metadata.vulnerabilities).filter(([name, count]) => name !== 'total' && count > 0);
  console.log(entries.length ? `\n${entries.length} vulnerable packages (${counts.map(([name, count]) => `${count} ${name}`).join(', ')}).` : 'No known vulnerability.');
  return entries.length ? 1 : 0;
}

function printFinding({ pkg, record, fixed }: Finding) {
  const severity = (record.database_specific?.severity ?? 'unknown').toLowerCase();
  const aliases = record.aliases?.length ? ` (${record.aliases.join(', ')})` : '';
  console.log(`${severity.padEnd(8)} ${pkg.name}@${pkg.version}${pkg.dev ? ' [dev]' : ''}: ${record.id}${aliases}`);
  if (record.summary) console.log(`         ${record.summary}`);
  console.log(`         at ${pkg.path}; ${fixed.length ? `fixed in ${fixed.join(', ')}` : 'no fixed version known'}`);
}

function offlineCheck(databasePath: string, lockfilePath: string): number {
  const lockfile = readLockfile(lockfilePath);
  const database = loadOsvDatabase(databasePath);
  const age = database.newest ? Math.floor((Date.now() - Date.parse(database.newest)) / 86_400_000) : undefined;
  console.log(
    `OSV database ${databasePath}: ${database.records} records for ${database.byPackage.size} npm packages, ` +
      `newest change ${database.newest ?? 'unknown'}${age === undefined ? '' : ` (${age} days ago)`}.`,
  );
  console.log(`Checking ${lockfile.packages.length} packages from ${lockfilePath}.\n`);
  const { findings, undecided } = matchAdvisories(lockfile.packages, database);
  findings.forEach(printFinding);
  console.log(findings.length ? `\n${findings.length} known vulnerabilities in ${new Set(findings.map((finding) => finding.pkg.path)).size} installed packages.` : 'No known vulnerability.');

  console.log('\nNot checked in this mode:');
  console.log(`- anything published after the database's newest change${age !== undefined && age > 7 ? `: the copy is ${age} days old, download it again` : ''}`);
  if (lockfile.skipped.length) console.log(`- ${lockfile.skipped.length} entries that are not registry versions (links, git, files): ${lockfile.skipped.join(', ')}`);
  if (undecided.length) console.log(`- ${undecided.length} versions or ranges it could not read: ${undecided.join('; ')}`);
  console.log('- what npm audit adds: which of your direct dependencies pulls a vulnerable package in, and `npm audit fix`');
  return findings.length ? 1 : 0;
}

function main(): number {
  const lockfilePath = resolve(option('--lockfile') ?? 'package-lock.json');
  const databasePath = option('--osv') ?? process.env.OSV_DATABASE;

  if (!args.includes('--offline')) {
    const answer = runNpmAudit(process.cwd());
    if (answer.ok) {
      console.log('Mode: npm audit (the registry answered).\n');
      return printNpmAudit(answer.report);
    }
    console.log(`npm audit could not run: ${answer.reason}`);
  }

  if (!databasePath) {
    console.log(`\nMode: none. No OSV database given (--osv or OSV_DATABASE): NOTHING WAS CHECKED.\n\n${DOWNLOAD_HELP}`);
    return 2;
  }
  if (!existsSync(databasePath)) {
    console.log(`\nMode: none. The OSV database ${databasePath} does not exist: NOTHING WAS CHECKED.\n\n${DOWNLOAD_HELP}`);
    return 2;
  }
  console.log('\nMode: offline, package-lock.json against the OSV database on disk.');
  return offlineCheck(databasePath, lockfilePath);
}

process.exitCode = main();
