import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chooseBase, CONTRACT_FILE, diffContract, verdict } from './contract-diff';

// Each test runs Optic's comparison (a node program of its own, spawnSync): 6 to 9 s each on two loaded cores,
// too close to jest's 30 s (jest.config.ts). As the other contract tools' tests (contract-docs, contract-verify).
jest.setTimeout(120_000);

/** A throw-away git repository holding the real contract, changed commit by commit. */
const contract = fs.readFileSync(path.resolve(__dirname, '../../openapi/core-api.yaml'), 'utf8');
let repo: string;
const git = (...args: string[]) => {
  const run = spawnSync('git', args, { cwd: repo, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr}`);
  return run.stdout.trim();
};
const commit = (text: string, message: string) => {
  fs.writeFileSync(path.join(repo, CONTRACT_FILE), text);
  git('add', '.');
  git('commit', '-q', '-m', message);
};
const withoutExpire = (text: string) => {
  const start = text.indexOf('  /api/v1/user/eligibility_certificate_applications/latest/expire:');
  return text.slice(0, start) + text.slice(text.indexOf('\n  /', start + 5) + 1);
};

beforeEach(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-diff-test-'));
  fs.mkdirSync(path.join(repo, 'openapi'));
  git('init', '-q', '-b', 'main');
  git('config', 'user.email', 'test@example.com');
  git('config', 'user.name', 'test');
  commit(contract, 'the contract');
  git('checkout', '-q', '-b', 'change');
});
afterEach(() => fs.rmSync(repo, { recursive: true, force: true }));

const check = () => {
  const base = chooseBase(repo, 'main');
  if (!base) throw new Error('no base');
  const result = diffContract(repo, base);
  return { ...verdict(result), report: result.report };
};

describe('npm run contract:diff', () => {
  it('fails on a removed operation, listing it, when no commit says the break is intended', () => {
    commit(withoutExpire(contract), 'Drop the expiry call');
    const { code, line, report } = check();
    expect(code).toBe(1);
    expect(report).toContain('POST /api/v1/user/eligibility_certificate_applications/latest/expire: removed');
    expect(line).toContain('Contract-Change: breaking');
  });

  it('passes the same break when the commit that makes it declares it intended', () => {
    commit(withoutExpire(contract), 'Drop the expiry call (agreed with the backend team)\n\nContract-Change: breaking');
    const { code, line } = check();
    expect(code).toBe(0);
    expect(line).toContain('declared intended by');
  });

  it('passes a change that breaks no client', () => {
    commit(contract.replace(/^(\s+)summary: (.+)$/m, '$1summary: $2 (reworded)'), 'Reword a summary');
    const { code, line } = check();
    expect(code).toBe(0);
    expect(line).toContain('no breaking change');
  });

  it('compares with the first parent when HEAD is the merge base itself (CI on main)', () => {
    commit(withoutExpire(contract), 'Drop the expiry call');
    git('checkout', '-q', 'main');
    git('merge', '-q', '--no-ff', '-m', 'Merge change', 'change');
    const base = chooseBase(repo, undefined, {});
    expect(base?.how).toBe("HEAD's first parent");
    expect(verdict(diffContract(repo, base!)).code).toBe(1);
  });
});
