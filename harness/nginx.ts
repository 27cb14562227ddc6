import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort, waitUntilListening } from "./ports.ts";

const root = path.resolve(import.meta.dirname, "..");
const NGINX = "/usr/sbin/nginx";

/**
 * Debian's nginx, installed (nginx-light) when missing and we are root with apt; null otherwise,
 * with the reason, so callers can skip with a clear message.
 */
export function findNginx(): { path: string } | { missing: string } {
  if (fs.existsSync(NGINX)) return { path: NGINX };
  if (process.getuid?.() !== 0 || !fs.existsSync("/usr/bin/apt-get")) {
    return { missing: "nginx is not installed: `sudo apt-get install nginx-light` (Debian/Ubuntu) to run this" };
  }
  try {
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive", RUNLEVEL: "1" };
    execFileSync("apt-get", ["update", "-qq"], { stdio: "ignore", env });
    execFileSync("apt-get", ["install", "-y", "-qq", "nginx-light"], { stdio: "ignore", env });
  } catch (error) {
    return { missing: `nginx is missing and installing nginx-light failed: ${(error as Error).message}` };
  }
  return fs.existsSync(NGINX) ? { path: NGINX } : { missing: "nginx-light installed no /usr/sbin/nginx" };
}

export type RunningNginx = { url: string; port: number; prefix: string; stop: () => Promise<void> };

/**
 * Runs nginx in the foreground on loopback with a temporary prefix (its own pid, logs and temp
 * folders), with `site` as the http-level configuration. Returns once it accepts connections.
 */
export async function startNginx(
  binary: string,
  site: (listen: string) => string,
  options: { workers?: number; port?: number } = {},
): Promise<RunningNginx> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "site-nginx-"));
  fs.mkdirSync(path.join(prefix, "logs"));
  const port = options.port ?? (await freePort());
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((name) => `  ${name}_temp_path ${prefix}/${name};`)
    .join("\n");
  fs.writeFileSync(path.join(prefix, "site.conf"), site(`127.0.0.1:${port}`));
  fs.writeFileSync(
    path.join(prefix, "nginx.conf"),
    `${process.getuid?.() === 0 ? "user root;\n" : ""}worker_processes ${options.workers ?? 1};
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  tcp_nopush on;
${temp}
  include ${prefix}/site.conf;
}
`,
  );
  const child: ChildProcess = spawn(binary, ["-p", prefix, "-c", path.join(prefix, "nginx.conf")], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  await waitUntilListening(child, port, { name: "nginx", stderr: () => stderr, timeoutMs: 10_000, pollMs: 50 });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    prefix,
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGQUIT");
      await exited;
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/**
 * deploy/nginx.conf with this machine's values: the listen address, the instances, the build folder and
 * a page-cache folder of the caller's (by default a fresh temporary one).
 */
export function renderDeployConfig(
  listen: string,
  instances: string[],
  cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-nginx-cache-")),
): string {
  const template = fs.readFileSync(path.join(root, "deploy/nginx.conf"), "utf8");
  const upstream = instances.map((address) => `    server ${address} max_fails=3 fail_timeout=10s;`).join("\n");
  return template
    .replace(/(upstream site_instances \{\n(?:\s*#.*\n)*)(?:\s*server .*\n)+/, `$1${upstream}\n`)
    .replace("listen 80;", `listen ${listen};`)
    .replace("/var/cache/nginx/site", cacheDir)
    .replaceAll("/srv/site", root);
}
