// Node's own ceiling for the bench: a bare node:http server answering every request with the bytes
// the site sends for a page: the same body (read once from a file) under the same response headers
// (the site's own, as the bench captured them; only those Node writes itself are left to it). Whatever
// the site costs above this is the site's own work.
// Usage: node scripts/lib/reference-server.ts <body file> <headers file (JSON: name → value)>
import fs from "node:fs";
import http from "node:http";

const [file, headersFile] = process.argv.slice(2);
if (!file || !headersFile) throw new Error("usage: reference-server.ts <body file> <headers JSON file>");
const body = fs.readFileSync(file);
const headers = JSON.parse(fs.readFileSync(headersFile, "utf8")) as http.OutgoingHttpHeaders;

const server = http.createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
});
server.keepAliveTimeout = 60_000;
server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  if (address && typeof address === "object") console.log(`listening ${address.port}`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
