// The portal's routing at the edge: a CloudFront Function (runtime cloudfront-js-2.0) on the viewer request of every
// cache behaviour. `npm run hosting:template` puts this file into the hosting template with SITE filled in from the
// build (the prerendered pages in dist/ and the preview server's header table), so the function answers as the
// preview server and nginx do: scripts/lib/routing-cases.ts is the table all three are tested against.
// Plain ES5 with no module syntax: the runtime has no require for our code, no network and no timers.

var SITE = { pages: {}, headers: {} };

// A path that starts with two slashes (or a slash and a backslash) is no page of the portal, and repeated in a
// Location it would name another site (//evil.example/x).
var OFF_ORIGIN_PATH = /^\/[/\\]/;
var HAS_EXTENSION = /\.[A-Za-z0-9]+$/;

// A response made here carries every security header of the table: CloudFront adds the response headers policy's
// headers to what it sends, and the function's own answers must not depend on that.
function answer(statusCode, statusDescription, extra) {
  var headers = {};
  var name;
  for (name in SITE.headers) headers[name] = { value: SITE.headers[name] };
  headers['cache-control'] = { value: 'no-cache' };
  for (name in extra) headers[name] = { value: extra[name] };
  return { statusCode: statusCode, statusDescription: statusDescription, headers: headers };
}

// The query as the viewer sent it, for a redirect back to the same address (values as CloudFront passes them).
function queryOf(querystring) {
  var parts = [];
  for (var key in querystring) {
    var entry = querystring[key];
    if (entry.multiValue) {
      for (var i = 0; i < entry.multiValue.length; i++) parts.push(key + '=' + entry.multiValue[i].value);
    } else if (entry.value === '') {
      parts.push(key);
    } else {
      parts.push(key + '=' + entry.value);
    }
  }
  return parts.length ? '?' + parts.join('&') : '';
}

// The file of a route: its prerendered page when the build has one (/signin → /signin/index.html), else the SPA's
// index.html.
function pageOf(uri) {
  var route = uri.length > 1 && uri.charAt(uri.length - 1) === '/' ? uri.slice(0, -1) : uri;
  return SITE.pages[route] || '/index.html';
}

// CloudFront calls `handler`; nothing in this file does.
// eslint-disable-next-line @typescript-eslint/no-unused-vars
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  var method = request.method;
  if (OFF_ORIGIN_PATH.test(uri)) return answer(404, 'Not Found', { 'content-type': 'text/plain; charset=utf-8' });
  var isFile = HAS_EXTENSION.test(uri);
  // A prerendered form posted before the app's script ran: back to its page by GET, the body never read.
  if (method === 'POST' && !isFile) return answer(303, 'See Other', { location: uri + queryOf(request.querystring) });
  if (method !== 'GET' && method !== 'HEAD')
    return answer(405, 'Method Not Allowed', { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' });
  // A file is fetched from the bucket as it is named, and a missing one is the bucket's 404, never the app's HTML.
  if (!isFile) request.uri = pageOf(uri);
  return request;
}
