/** `npm audit --json` (report version 2), the parts read here. */
export interface AuditAdvisory {
  source: number;
  name: string;
  dependency?: string;
  title: string;
  url: string;
  severity: string;
  range?: string;
}

export interface AuditReport {
  auditReportVersion?: number;
  vulnerabilities?: Record<
    string,
    { name: string; severity: string; via: (AuditAdvisory | string)[]; isDirect?: boolean; fixAvailable?: unknown }
  >;
  metadata?: { vulnerabilities?: Record<string, number>; dependencies?: Record<string, number> | number };
  /** Present when npm could not get an answer from the audit endpoint. */
  error?: unknown;
  message?: string;
  statusCode?: number;
}

/** One accepted exception, in audit-allowlist.json. */
export interface AllowlistEntry {
  /** The advisory: its GHSA id (as in the advisory URL) or npm's numeric source id. */
  id: string;
  /** Why it cannot affect the portal, or why it cannot be fixed yet. */
  reason: string;
  /** YYYY-MM-DD; after this day the exception no longer counts and the audit fails again. */
  expires: string;
}

export const BLOCKING = ['high', 'critical'];

export interface AuditFinding {
  id: string;
  packageName: string;
  severity: string;
  title: string;
  url: string;
}

export interface AuditOutcome {
  /** The endpoint did not answer: no verdict. */
  unreachable?: string;
  findings: AuditFinding[];
  blocking: AuditFinding[];
  allowed: { finding: AuditFinding; entry: AllowlistEntry }[];
  problems: string[];
  unusedEntries: AllowlistEntry[];
}

const ghsaOf = (url: string) => url.match(/GHSA-[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}/i)?.[0];

/** Checks the allowlist's shape; returns what is wrong with it. */
export const validateAllowlist = (entries: unknown): string[] => {
  if (!Array.isArray(entries)) return ['the allowlist must be a JSON array of { id, reason, expires }'];
  return entries.flatMap((entry: unknown, index) => {
    const problems: string[] = [];
    const record = (typeof entry === 'object' && entry !== null ? entry : {}) as Record<string, unknown>;
    if (typeof record.id !== 'string' || !record.id)
      problems.push(`entry ${index}: "id" (GHSA id or numeric source id) is required`);
    if (typeof record.reason !== 'string' || record.reason.trim().length < 10)
      problems.push(`entry ${index}: "reason" must say why the finding is accepted`);
    if (
      typeof record.expires !== 'string' ||
      !/^\d{4}-\d{2}-\d{2}$/.test(record.expires) ||
      Number.isNaN(Date.parse(record.expires))
    ) {
      problems.push(`entry ${index}: "expires" must be a date YYYY-MM-DD`);
    }
    return problems;
  });
};

/** The verdict over an audit report: high and critical findings fail unless an unexpired allowlist entry accepts them. */
export const evaluateAudit = (report: AuditReport, allowlist: AllowlistEntry[], today: string): AuditOutcome => {
  if (!report.vulnerabilities || report.error || report.statusCode) {
    const detail =
      report.message ??
      (typeof report.error === 'object' && report.error !== null
        ? JSON.stringify(report.error)
        : 'no vulnerabilities section in the answer');
    return { unreachable: detail, findings: [], blocking: [], allowed: [], problems: [], unusedEntries: [] };
  }
  const byId = new Map<string, AuditFinding>();
  for (const vulnerability of Object.values(report.vulnerabilities)) {
    for (const via of vulnerability.via) {
      if (typeof via === 'string') continue;
      const id = ghsaOf(via.url) ?? String(via.source);
      byId.set(`${id}:${via.name}`, {
        id,
        packageName: via.name,
        severity: via.severity,
        title: via.title,
        url: via.url,
      });
    }
  }
  const findings = [...byId.values()].sort((a, b) => a.id.localeCompare(b.id));
  const problems: string[] = [];
  const used = new Set<AllowlistEntry>();
  const allowed: AuditOutcome['allowed'] = [];
  const blocking: AuditFinding[] = [];
  for (const finding of findings.filter((item) => BLOCKING.includes(item.severity))) {
    const source = report.vulnerabilities[finding.packageName]?.via.find(
      (via): via is AuditAdvisory => typeof via !== 'string' && ghsaOf(via.url) === finding.id,
    );
    const entry = allowlist.find(
      (candidate) =>
        candidate.id.toLowerCase() === finding.id.toLowerCase() || candidate.id === String(source?.source ?? ''),
    );
    if (!entry) {
      blocking.push(finding);
      continue;
    }
    used.add(entry);
    if (entry.expires < today) {
      problems.push(
        `the exception for ${finding.id} (${finding.packageName}) expired on ${entry.expires}: fix it or renew the entry with a new reason`,
      );
      blocking.push(finding);
    } else {
      allowed.push({ finding, entry });
    }
  }
  return { findings, blocking, allowed, problems, unusedEntries: allowlist.filter((entry) => !used.has(entry)) };
};
