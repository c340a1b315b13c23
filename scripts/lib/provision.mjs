// What `npm test` needs from the machine besides node_modules: Debian's Chromium (e2e), PostgreSQL
// (the API's PostgreSQL run, the cluster test), HAProxy (the cluster test) and redis-server (the
// API's login-throttle tests on Redis). provision() checks for each and, as root or with passwordless
// sudo on a machine with apt-get, installs the missing ones, so that `npm install && npm test` runs
// every suite on a fresh Debian machine; otherwise it says what fails or is skipped, and how to install.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findChromium, findHaproxy, findPgBin, findRedisServer } from './binaries.mjs';

/** Each program: its Debian package, how it is found, and what happens to the tests without it. */
export const REQUIREMENTS = [
  {
    name: 'Chromium',
    apt: 'chromium',
    find: findChromium,
    e2eOnly: true,
    without: 'the e2e suite fails (it drives /usr/bin/chromium, or CHROMIUM_PATH)',
  },
  { name: 'PostgreSQL', apt: 'postgresql', find: findPgBin, without: "the API's PostgreSQL run and the cluster test are skipped" },
  { name: 'HAProxy', apt: 'haproxy', find: findHaproxy, without: 'the cluster test is skipped' },
  { name: 'redis-server', apt: 'redis-server', find: findRedisServer, without: "the API's login-throttle tests on Redis are skipped" },
];

/** The requirements of this run (Chromium only with the e2e suite) that `isPresent` does not find. */
export function missingRequirements({ e2e, isPresent = (requirement) => requirement.find() !== null, requirements = REQUIREMENTS }) {
  return requirements.filter((requirement) => (e2e || !requirement.e2eOnly) && !isPresent(requirement));
}

/** Their Debian packages, each once, in order. */
export function aptPackages(missing) {
  return [...new Set(missing.map((requirement) => requirement.apt))];
}

/**
 * How this process may run apt-get: { via: 'root' | 'sudo' }, or { why } it may not.
 * @param {{ install: boolean, hasAptGet: boolean, isRoot: boolean, hasSudo: () => boolean }} machine
 *   hasSudo: asked only when needed (it runs `sudo -n true`)
 */
export function installAccess({ install, hasAptGet, isRoot, hasSudo }) {
  if (!install) return { why: '--no-provision' };
  if (!hasAptGet) return { why: 'no apt-get on this machine' };
  if (isRoot) return { via: 'root' };
  if (hasSudo()) return { via: 'sudo' };
  return { why: 'not root, and sudo asks for a password' };
}

/** The apt-get commands that install `packages`, as root or through sudo (which would drop DEBIAN_FRONTEND from the environment). */
export function installCommands(packages, via) {
  const prefix = via === 'sudo' ? ['sudo', '-n', 'env', 'DEBIAN_FRONTEND=noninteractive'] : ['env', 'DEBIAN_FRONTEND=noninteractive'];
  // The lock timeout waits for another apt (an unattended upgrade) instead of failing at once.
  return [
    [...prefix, 'apt-get', 'update'],
    [...prefix, 'apt-get', 'install', '-y', '-o', 'DPkg::Lock::Timeout=600', ...packages],
  ];
}

/** What is still missing, what that means for the suites, and the command that installs it. */
export function missingReport(missing, why) {
  return [
    `provision: not installed (${why}):`,
    ...missing.map((requirement) => `  - ${requirement.name}: ${requirement.without}`),
    `  To install them on Debian: sudo apt-get install -y ${aptPackages(missing).join(' ')}`,
  ];
}

function onPath(command) {
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && fs.existsSync(path.join(dir, command)));
}

/**
 * Checks for the programs this run needs, installs the missing ones when it may (`install`: false
 * for --no-provision), and reports what is still missing. Returns the requirements still missing.
 * @param {{ e2e: boolean, install: boolean, log?: (line: string) => void }} options
 */
export function provision({ e2e, install, log = (line) => console.log(line) }) {
  const missing = missingRequirements({ e2e });
  if (!missing.length) {
    log(
      `provision: ${REQUIREMENTS.filter((r) => e2e || !r.e2eOnly)
        .map((r) => `${r.name} (${r.find()})`)
        .join(', ')}: installed`,
    );
    return [];
  }
  const access = installAccess({
    install,
    hasAptGet: onPath('apt-get'),
    isRoot: process.getuid?.() === 0,
    hasSudo: () => onPath('sudo') && spawnSync('sudo', ['-n', 'true'], { stdio: 'ignore' }).status === 0,
  });
  let why = access.why;
  if (access.via) {
    const packages = aptPackages(missing);
    log(`provision: installing ${packages.join(' ')} from Debian's packages (apt-get, as ${access.via}), since without them:`);
    for (const requirement of missing) log(`  - ${requirement.name}: ${requirement.without}`);
    for (const [command, ...args] of installCommands(packages, access.via)) {
      log(`$ ${[command, ...args].join(' ')}`);
      const r = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
      if (r.status !== 0) {
        why = `\`${[command, ...args].join(' ')}\` failed (${r.signal ?? `exit code ${r.status}`})`;
        break;
      }
    }
  }
  const still = missingRequirements({ e2e });
  if (still.length) for (const line of missingReport(still, why ?? 'apt-get ran, but they are still not found where the tests look')) log(line);
  else log(`provision: ${missing.map((r) => r.name).join(', ')} installed`);
  return still;
}
