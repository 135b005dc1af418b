/**
 * A plain static file server for `dist/` mounted under a sub-path, like a course page's
 * host: no SPA fallback, no special headers beyond the content type. It shows the build
 * works from any sub-path of any static host.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

export async function serveStatic(root: string, mount: string, port: number): Promise<Server> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    if (!path.startsWith(mount)) {
      response.writeHead(404).end();
      return;
    }
    let relative = path.slice(mount.length);
    if (relative === '' || relative.endsWith('/')) relative += 'index.html';
    const file = normalize(relative).replace(/^(\.\.[/\\])+/, '');
    readFile(join(root, file)).then(
      (body) => {
        response.writeHead(200, {
          'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        });
        response.end(body);
      },
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}
