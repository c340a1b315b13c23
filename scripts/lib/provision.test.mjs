// npm test's provisioning (issue 19): which programs are missing → which Debian packages, whether it
// may install them, the apt-get commands, and the report when it cannot. Nothing is installed here.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { aptPackages, installAccess, installCommands, missingReport, missingRequirements, REQUIREMENTS } from './provision.mjs';

const present =
  (...names) =>
  (requirement) =>
    names.includes(requirement.name);

describe('missingRequirements and aptPackages', () => {
  it('asks for every package on a bare machine, Chromium only with the e2e suite', () => {
    assert.deepEqual(aptPackages(missingRequirements({ e2e: true, isPresent: present() })), ['chromium', 'postgresql', 'haproxy', 'redis-server']);
    assert.deepEqual(aptPackages(missingRequirements({ e2e: false, isPresent: present() })), ['postgresql', 'haproxy', 'redis-server']);
  });

  it('asks only for what is missing, and for nothing when all is there', () => {
    assert.deepEqual(aptPackages(missingRequirements({ e2e: true, isPresent: present('Chromium', 'PostgreSQL') })), ['haproxy', 'redis-server']);
    const all = REQUIREMENTS.map((r) => r.name);
    assert.deepEqual(missingRequirements({ e2e: true, isPresent: present(...all) }), []);
  });

  it('names each package once', () => {
    const twice = [REQUIREMENTS[1], { ...REQUIREMENTS[1], name: 'PostgreSQL client' }];
    assert.deepEqual(aptPackages(twice), ['postgresql']);
  });
});

describe('installAccess', () => {
  const machine = { install: true, hasAptGet: true, isRoot: false, hasSudo: () => false };

  it('installs as root, else through passwordless sudo', () => {
    assert.deepEqual(installAccess({ ...machine, isRoot: true }), { via: 'root' });
    assert.deepEqual(installAccess({ ...machine, hasSudo: () => true }), { via: 'sudo' });
  });

  it('says why it cannot install', () => {
    assert.deepEqual(installAccess(machine), { why: 'not root, and sudo asks for a password' });
    assert.deepEqual(installAccess({ ...machine, isRoot: true, hasAptGet: false }), { why: 'no apt-get on this machine' });
    assert.deepEqual(installAccess({ ...machine, isRoot: true, install: false }), { why: '--no-provision' });
  });

  it('does not ask sudo when it need not', () => {
    const hasSudo = () => assert.fail('sudo was asked');
    installAccess({ ...machine, isRoot: true, hasSudo });
    installAccess({ ...machine, install: false, hasSudo });
  });
});

describe('installCommands', () => {
  it('updates the lists, then installs non-interactively, waiting for the dpkg lock', () => {
    assert.deepEqual(installCommands(['haproxy', 'redis-server'], 'root'), [
      ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'update'],
      ['env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', 'install', '-y', '-o', 'DPkg::Lock::Timeout=600', 'haproxy', 'redis-server'],
    ]);
  });

  it('goes through sudo -n when not root', () => {
    for (const command of installCommands(['chromium'], 'sudo'))
      assert.deepEqual(command.slice(0, 4), ['sudo', '-n', 'env', 'DEBIAN_FRONTEND=noninteractive']);
  });
});

describe('missingReport', () => {
  it('says why, what each missing program means for the suites, and how to install them', () => {
    const missing = missingRequirements({ e2e: true, isPresent: present('PostgreSQL', 'HAProxy') });
    assert.deepEqual(missingReport(missing, '--no-provision'), [
      'provision: not installed (--no-provision):',
      '  - Chromium: the e2e suite fails (it drives /usr/bin/chromium, or CHROMIUM_PATH)',
      "  - redis-server: the API's login-throttle tests on Redis are skipped",
      '  To install them on Debian: sudo apt-get install -y chromium redis-server',
    ]);
  });
});
