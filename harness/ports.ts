import type { ChildProcess } from "node:child_process";
import net from "node:net";

/** A loopback port nothing listens on now: for a server a test starts, or for "that server is down". */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Whether something accepts a connection on the loopback port now. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1", () => {
      socket.end();
      resolve(true);
    });
    socket.on("error", () => resolve(false));
  });
}

/**
 * Waits until a server a test started (`child`) accepts connections on `port`; fails at once when it
 * exits, and kills it after `timeoutMs`. `name` and `stderr()` say which and why in the error.
 */
export async function waitUntilListening(
  child: ChildProcess,
  port: number,
  { name, stderr, timeoutMs, pollMs }: { name: string; stderr: () => string; timeoutMs: number; pollMs: number },
): Promise<void> {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited: ${stderr()}`);
    if (await accepts(port)) return;
    if (Date.now() - started > timeoutMs) {
      child.kill("SIGKILL");
      throw new Error(`${name} did not listen on ${port}: ${stderr()}`);
    }
    await new Promise((r) => setTimeout(r, pollMs));
  }
}
