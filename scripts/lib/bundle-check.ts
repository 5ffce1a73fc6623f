import fs from 'node:fs';
import path from 'node:path';
import { BUILD_VARIABLES } from '../../src/config/env';
import { DEMO_PASSWORD } from '../../src/config/local-identity';

export interface Leak {
  file: string;
  what: string;
  excerpt: string;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What a staging or production bundle must not contain: URLs of this machine, the develop values of the build
 * variables (local pool and client ids, the develop domain's sites, the local identity proxy), the demo password and
 * the mock scenario switcher, React Router's development warnings. Values that are the same in every environment (region, My Number portal) are not listed.
 */
export const forbiddenInDeployedBundle = (): { what: string; pattern: RegExp }[] => {
  const developValues = BUILD_VARIABLES.filter(
    (variable) => variable.check !== 'flag' && variable.check !== 'region' && variable.required && variable.develop,
  ).map((variable) => ({
    what: `the develop value of ${variable.name}`,
    pattern: new RegExp(escape(variable.develop)),
  }));
  return [
    // react-router parses relative URLs against the literal base "http://localhost" (no request is made to it):
    // the one loopback URL allowed, quoted and without port or path.
    { what: 'a loopback URL', pattern: /\/\/(?:localhost|127\.0\.0\.1|\[::1\])(?!["'`])|\/\/(?:127\.0\.0\.1|\[::1\])/ },
    { what: 'the develop domain', pattern: /member-portal-dev\.example\.jp/ },
    ...developValues,
    { what: 'the demo password', pattern: new RegExp(escape(DEMO_PASSWORD)) },
    { what: 'the mock scenario switcher', pattern: /portal\.mockScenario|mock-scenario|eligible-none-agreed/ },
    // React Router's package exports its build with development warnings on; the bundle takes its production build.
    { what: "React Router's development warnings", pattern: /You rendered descendant <Routes>/ },
  ];
};

const textFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(full);
    return /\.(?:js|css|html|json|txt|map|svg)$/.test(entry.name) ? [full] : [];
  });

/** Every forbidden value found in the built files of `dir`, with some context around it. */
export const findLeaks = (dir: string): Leak[] => {
  const leaks: Leak[] = [];
  const rules = forbiddenInDeployedBundle();
  for (const file of textFiles(dir)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const { what, pattern } of rules) {
      const match = pattern.exec(text);
      if (match)
        leaks.push({
          file: path.relative(dir, file),
          what,
          excerpt: text.slice(Math.max(0, match.index - 40), match.index + match[0].length + 40),
        });
    }
  }
  return leaks;
};
