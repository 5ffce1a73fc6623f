import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import type { hostingTemplate } from './hosting-template';
import { uploadHeaders } from './deploy-plan';
import type { HostAnswer } from './routing-cases';

/**
 * A model of how the hosting template's distribution answers a request, for the tests (there is no CloudFront
 * here): the cache behaviour by path pattern and allowed methods, the template's own routing function run as written
 * (in a context without Node's globals, as the cloudfront-js-2.0 runtime has none), the bucket holding a build's files
 * with the headers `npm run deploy` uploads them with (a missing key: 404, as ListBucket is granted), and the response
 * headers policy applied to every answer. Not modelled: caching, compression, TLS, and what CloudFront itself does to
 * a request target before the function sees it (assumed: the path as sent, the query parsed into `querystring`).
 */

type Template = ReturnType<typeof hostingTemplate>;
type Behaviour = Template['Resources']['Distribution']['Properties']['DistributionConfig']['DefaultCacheBehavior'];

interface FunctionResponse {
  statusCode: number;
  headers?: Record<string, { value: string }>;
}
interface FunctionRequest {
  uri: string;
  method: string;
}

/** CloudFront's path patterns: `*` any characters, `?` one; matched against the path without its leading slash. */
const matchesPattern = (pattern: string, pathname: string) =>
  new RegExp(
    `^${pattern
      .split('')
      .map((char) => (char === '*' ? '.*' : char === '?' ? '.' : char.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
      .join('')}$`,
  ).test(pathname.replace(/^\//, ''));

const parseQuery = (query: string) => {
  const result: Record<string, { value: string; multiValue?: { value: string }[] }> = {};
  for (const part of query.split('&').filter(Boolean)) {
    const [key = '', ...rest] = part.split('=');
    const value = rest.join('=');
    const existing = result[key];
    if (existing) existing.multiValue = [...(existing.multiValue ?? [{ value: existing.value }]), { value }];
    else result[key] = { value };
  }
  return result;
};

/** The header values the policy's security settings stand for, as CloudFront writes them. */
const securityHeaderValues = (config: Record<string, Record<string, unknown>>): Record<string, string> => {
  const values: Record<string, string> = {};
  const { ContentSecurityPolicy, StrictTransportSecurity, ContentTypeOptions, FrameOptions, ReferrerPolicy } = config;
  if (ContentSecurityPolicy) values['content-security-policy'] = String(ContentSecurityPolicy.ContentSecurityPolicy);
  if (StrictTransportSecurity)
    values['strict-transport-security'] =
      `max-age=${StrictTransportSecurity.AccessControlMaxAgeSec}` +
      (StrictTransportSecurity.IncludeSubdomains ? '; includeSubDomains' : '') +
      (StrictTransportSecurity.Preload ? '; preload' : '');
  if (ContentTypeOptions) values['x-content-type-options'] = 'nosniff';
  if (FrameOptions) values['x-frame-options'] = String(FrameOptions.FrameOption);
  if (ReferrerPolicy) values['referrer-policy'] = String(ReferrerPolicy.ReferrerPolicy);
  if (config.XSSProtection) values['x-xss-protection'] = config.XSSProtection.Protection ? '1' : '0';
  return values;
};

/** The routing function of a template, loaded as CloudFront would run it. */
export const routingHandler = (template: Template) => {
  const context = vm.createContext({});
  vm.runInContext(template.Resources.RoutingFunction.Properties.FunctionCode, context, { timeout: 1000 });
  const handler = (context as { handler?: unknown }).handler;
  if (typeof handler !== 'function') throw new Error('the routing function defines no handler');
  return handler as (event: object) => FunctionRequest | FunctionResponse;
};

export const edgeModel = (template: Template, root: string) => {
  const handler = routingHandler(template);
  const config = template.Resources.Distribution.Properties.DistributionConfig;
  const policy = template.Resources.SecurityHeaders.Properties.ResponseHeadersPolicyConfig;
  const security = securityHeaderValues(policy.SecurityHeadersConfig);

  const applyPolicy = (answer: HostAnswer): HostAnswer => {
    const headers = { ...answer.headers };
    for (const [name, value] of Object.entries(security)) headers[name] = value;
    for (const item of policy.CustomHeadersConfig.Items) {
      const name = item.Header.toLowerCase();
      if (item.Override || headers[name] === undefined) headers[name] = item.Value;
    }
    return { ...answer, headers };
  };

  const bucket = (uri: string, method: string): HostAnswer => {
    let key: string;
    try {
      key = decodeURIComponent(uri.slice(1));
    } catch {
      key = '';
    }
    const file = path.join(root, key);
    if (
      !key ||
      !path.resolve(file).startsWith(path.resolve(root)) ||
      !fs.existsSync(file) ||
      !fs.statSync(file).isFile()
    )
      return {
        status: 404,
        headers: { 'content-type': 'application/xml' },
        body: '<Error><Code>NoSuchKey</Code></Error>',
      };
    const { contentType, cacheControl } = uploadHeaders(key);
    return {
      status: 200,
      headers: { 'content-type': contentType, 'cache-control': cacheControl },
      body: method === 'HEAD' ? '' : fs.readFileSync(file, 'utf8'),
    };
  };

  return (method: string, target: string): HostAnswer => {
    const queryAt = target.indexOf('?');
    const uri = queryAt < 0 ? target : target.slice(0, queryAt);
    const query = queryAt < 0 ? '' : target.slice(queryAt + 1);
    const behaviour: Behaviour =
      config.CacheBehaviors.find((candidate) => matchesPattern(candidate.PathPattern, uri)) ??
      config.DefaultCacheBehavior;
    if (!behaviour.AllowedMethods.includes(method))
      return applyPolicy({ status: 403, headers: {}, body: 'method not allowed by the cache behaviour' });
    if (
      behaviour.FunctionAssociations.length !== 1 ||
      behaviour.FunctionAssociations[0]?.EventType !== 'viewer-request'
    )
      throw new Error('every cache behaviour runs the routing function on the viewer request');
    const result = handler({
      version: '1.0',
      context: { eventType: 'viewer-request' },
      viewer: { ip: '192.0.2.1' },
      request: { method, uri, querystring: parseQuery(query), headers: {}, cookies: {} },
    });
    if ('statusCode' in result)
      return applyPolicy({
        status: result.statusCode,
        headers: Object.fromEntries(Object.entries(result.headers ?? {}).map(([name, { value }]) => [name, value])),
        body: '',
      });
    if (result.method !== method) throw new Error('a viewer-request function cannot change the method');
    return applyPolicy(bucket(result.uri, method));
  };
};
