// A tiny static server for this folder, on 127.0.0.1 only: `node serve.js [PORT]` (or PORT in
// the environment; 8000 unless given). Port 0 takes a free one; the first line printed is
// the address.

import { createServer } from "node:http";
import { readFile } from "node:fs/promises";
import { extname, join, normalize, sep } from "node:path";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL(".", import.meta.url));
const types = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".png": "image/png",
  ".md": "text/markdown; charset=utf-8",
};

/** The file of this folder a request names, or null for one outside it. */
function fileFor(url) {
  const path = decodeURIComponent(new URL(url, "http://127.0.0.1").pathname);
  const file = normalize(join(root, path.endsWith("/") ? `${path}index.html` : path));
  return file.startsWith(root) || `${file}${sep}` === root ? file : null;
}

export function serve(port = 8000) {
  const server = createServer(async (request, response) => {
    const file = fileFor(request.url);
    try {
      if (!file) throw new Error("outside the folder");
      const body = await readFile(file);
      response.writeHead(200, { "content-type": types[extname(file)] ?? "application/octet-stream" });
      response.end(body);
    } catch {
      response.writeHead(404, { "content-type": "text/plain; charset=utf-8" });
      response.end("not found\n");
    }
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.argv[2] ?? process.env.PORT ?? 8000);
  const server = await serve(port);
  console.log(`http://127.0.0.1:${server.address().port}/`);
}
