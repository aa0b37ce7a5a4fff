// HAProxy from Debian's packages in front of the API instances: found or installed, configured
// in a run folder, started in the foreground (it ends with the script), its servers' states read
// from its stats socket.
import { spawn, spawnSync } from 'node:child_process';
import { createConnection } from 'node:net';
import { installDebianPackage } from '../lib.mjs';

/** Health checks: every second, out after 2 failures, back after 2 passes. */
export const CHECK = { interMs: 1000, fall: 2, rise: 2 };

/** `haproxy` on the PATH, or installed with apt-get (sudo unless root), saying so on the console. */
export function ensureHaproxy() {
  const found = spawnSync('haproxy', ['-v'], { encoding: 'utf8' });
  if (found.status === 0) return found.stdout.split('\n')[0];
  const asRoot = installDebianPackage('haproxy', 'HAProxy', 'the cluster runs behind it');
  // The package may start a system service of its own (port 80); ours runs from our config alone.
  asRoot(['service', 'haproxy', 'stop']);
  return spawnSync('haproxy', ['-v'], { encoding: 'utf8' }).stdout.split('\n')[0];
}

/**
 * The balancer's configuration. Retries: a request that never reached a server (connection
 * refused or reset before it was sent) is always safe to send elsewhere; a request the server
 * took and then dropped without an answer (`empty-response`: the process died) is sent again
 * only when repeating it cannot do anything twice: GET/HEAD, and requests with an
 * Idempotency-Key (the API answers a repeated key with the first result: order placement and
 * payment claim the order once).
 */
export function haproxyConfig({ port, host = '127.0.0.1', servers, statsSocket }) {
  const check = `check inter ${CHECK.interMs} fall ${CHECK.fall} rise ${CHECK.rise}`;
  return `global
    maxconn 4096
    stats socket ${statsSocket} mode 600 level admin

defaults
    mode http
    timeout connect 2s
    timeout client 60s
    # Longer than the live stream's 25 s heartbeat.
    timeout server 60s
    timeout http-request 10s
    # A busy instance may answer its health check late (a full event loop at 100% CPU): only a
    # check unanswered this long counts as failed (the default, 1 s, took a saturated lone
    # instance out of rotation and left no server at all).
    timeout check 5s
    # After a failure, each retry goes to another server (redispatch on every retry).
    retries 3
    option redispatch 1

frontend shop
    bind ${host}:${port}
    # The client's address as the API sees it (sign-in throttle, per-address limits): set, never
    # appended, so a client cannot choose its own.
    http-request set-header X-Forwarded-For %[src]
    default_backend api

backend api
    balance roundrobin
    option httpchk GET /readyz
    http-check expect status 200
    retry-on conn-failure empty-response
    # Only connection failures (nothing sent yet) are retried for the rest.
    http-request disable-l7-retry if !METH_GET !{ req.hdr(idempotency-key) -m found }
    # Which instance answered (operators, and the cluster test).
    http-response set-header X-Shop-Instance %s
${servers.map((s, i) => `    server api${i + 1} ${s.host ?? '127.0.0.1'}:${s.port} ${check}`).join('\n')}
`;
}

/** Starts HAProxy in the foreground on a config file; resolves once the config was accepted. */
export async function startHaproxy(configFile) {
  const checked = spawnSync('haproxy', ['-c', '-q', '-f', configFile], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`HAProxy refused its configuration:\n${checked.stderr}${checked.stdout}`);
  const child = spawn('haproxy', ['-db', '-f', configFile], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve(code ?? signal)));
  return { pid: child.pid, exited, stop: () => child.kill('SIGTERM') };
}

/** One command on the stats socket, e.g. 'show stat'. */
export function haproxyCommand(socketPath, command) {
  return new Promise((resolve, reject) => {
    let out = '';
    const socket = createConnection(socketPath, () => socket.end(`${command}\n`));
    socket.on('data', (d) => (out += d));
    socket.on('end', () => resolve(out));
    socket.on('error', reject);
  });
}

/** Each server's state as HAProxy sees it: { api1: 'UP', api2: 'DOWN', ... }. */
export async function serverStates(socketPath) {
  const csv = await haproxyCommand(socketPath, 'show stat');
  const [header, ...rows] = csv.trim().split('\n');
  const cols = header.replace(/^# /, '').split(',');
  const at = (name) => cols.indexOf(name);
  return Object.fromEntries(
    rows
      .map((r) => r.split(','))
      .filter((r) => r[at('pxname')] === 'api' && !['FRONTEND', 'BACKEND'].includes(r[at('svname')]))
      .map((r) => [r[at('svname')], r[at('status')]]),
  );
}
