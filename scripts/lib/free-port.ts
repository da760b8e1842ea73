// A loopback port no one listens on now, for a child server to take (picked by the kernel, then freed): the
// test suites and the benchmark start PgBouncer and `netlify serve` on such ports, never on fixed ones.
import { type AddressInfo, createServer } from 'node:net';

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
