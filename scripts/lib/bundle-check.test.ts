import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findLeaks } from './bundle-check';

describe('the deployed-bundle check', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-check-'));
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><script defer src="/assets/main.1.js"></script>');
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const write = (content: string) => fs.writeFileSync(path.join(dir, 'assets', 'main.1.js'), content);

  it("passes a bundle with only deployed values (and react-router's bare URL base)", () => {
    write(
      'const a={userPoolId:"ap-northeast-1_FICTITIOUS",api:"https://api.portal.example"};const b=new URL("http://localhost");',
    );
    expect(findLeaks(dir)).toEqual([]);
  });

  it.each([
    ['a loopback URL', 'fetch("http://localhost:9230/")'],
    ['a loopback URL', 'x="http://127.0.0.1:4010"'],
    ['the develop domain', 'u="https://help.member-portal-dev.example.jp/"'],
    ['the develop value of PORTAL_USER_POOL_ID', 'id="local_memberPortal"'],
    ['the develop value of PORTAL_USER_POOL_CLIENT_ID', 'c="memberportallocalwebclient"'],
    ['the demo password', 'p="Passw0rd!demo"'],
    ['the mock scenario switcher', 'localStorage.getItem("portal.mockScenario")'],
    ["React Router's development warnings", 'w(`You rendered descendant <Routes> (or called \\`useRoutes()\\`)`)'],
  ])('finds %s', (what, content) => {
    write(content);
    const leaks = findLeaks(dir);
    expect(leaks.map((leak) => leak.what)).toContain(what);
    expect(leaks[0]?.file).toBe(path.join('assets', 'main.1.js'));
  });
});
