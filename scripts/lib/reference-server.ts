// Node's own ceiling for the bench: a bare node:http server answering every request with the same
// bytes the site sends for a page (read once from a file), with the same content headers. Whatever the
// site costs above this is the site's own work.
// Usage: node scripts/lib/reference-server.ts <body file> <content-encoding or "identity">
import fs from "node:fs";
import http from "node:http";

const [file, encoding] = process.argv.slice(2);
if (!file || !encoding) throw new Error("usage: reference-server.ts <body file> <content-encoding|identity>");
const body = fs.readFileSync(file);
const headers: http.OutgoingHttpHeaders = {
  "content-type": "text/html; charset=utf-8",
  "content-length": body.length,
  vary: "Accept-Encoding",
};
if (encoding !== "identity") headers["content-encoding"] = encoding;

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
