/**
 * `host`: what the machine itself costs for the operations the other sections lean on, so figures from different
 * machines can be read side by side. Lighthouse calibrates its CPU slowdown from a JavaScript loop (benchmarkIndex),
 * but a browser's navigation, layout and garbage collection also fault in fresh memory, and every REST request wakes
 * three processes over loopback; on virtual machines those two costs vary far more than the loop does.
 */
import { spawn } from 'node:child_process';
import { fstatSync, openSync, closeSync } from 'node:fs';
import net from 'node:net';
import { fmt, type Benchmark } from './lib/report';
import { median } from './lib/stats';

const PAGE = 4096;

/** µs per 4 KiB page for the first write to freshly mapped memory (the kernel supplies and zeroes each page). */
function firstTouchMicros(bytes = 256 * 2 ** 20): number {
  const t0 = process.hrtime.bigint();
  const b = Buffer.allocUnsafeSlow(bytes);
  for (let i = 0; i < b.length; i += PAGE) b[i] = 1;
  return Number(process.hrtime.bigint() - t0) / 1000 / (bytes / PAGE);
}

/** µs per fstat(2): a near-empty system call, so mostly the cost of entering and leaving the kernel. */
function syscallMicros(calls = 200_000): number {
  const fd = openSync('/proc/self/stat', 'r');
  try {
    const t0 = process.hrtime.bigint();
    for (let i = 0; i < calls; i++) fstatSync(fd);
    return Number(process.hrtime.bigint() - t0) / 1000 / calls;
  } finally {
    closeSync(fd);
  }
}

/** µs per loop of a fixed arithmetic workload, for comparison with benchmarkIndex-style speed. */
function loopMillis(): number {
  const t0 = process.hrtime.bigint();
  let x = 0;
  for (let i = 0; i < 100_000_000; i++) x += i % 7;
  if (x < 0) throw new Error('unreachable');
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

/** µs per 1-byte round trip over loopback TCP to an echo server in another process (one request in flight). */
async function loopbackRoundTripMicros(trips = 20_000): Promise<number> {
  const echo = spawn(process.execPath, [
    '-e',
    "const s=require('net').createServer(c=>{c.setNoDelay(true);c.on('data',d=>c.write(d))}).listen(0,'127.0.0.1',()=>console.log(s.address().port))",
  ]);
  try {
    const port = await new Promise<number>((resolve, reject) => {
      echo.stdout.once('data', (d: Buffer) => resolve(Number(String(d).trim())));
      echo.once('error', reject);
    });
    const socket = net.connect(port, '127.0.0.1');
    socket.setNoDelay(true);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    const t0 = process.hrtime.bigint();
    await new Promise<void>((resolve) => {
      let left = trips;
      socket.on('data', () => {
        if (--left === 0) return resolve();
        socket.write('x');
      });
      socket.write('x');
    });
    const us = Number(process.hrtime.bigint() - t0) / 1000 / trips;
    socket.destroy();
    return us;
  } finally {
    echo.kill();
  }
}

export const hostBench: Benchmark = {
  name: 'host',
  title: '0. Host (what this machine charges for memory, system calls and loopback; median of 3)',
  async run() {
    const touch: number[] = [];
    const sys: number[] = [];
    const loop: number[] = [];
    const rtt: number[] = [];
    for (let i = 0; i < 3; i++) {
      touch.push(firstTouchMicros());
      sys.push(syscallMicros());
      loop.push(loopMillis());
      rtt.push(await loopbackRoundTripMicros());
    }
    return {
      tables: [
        {
          title: 'Costs of the operations the other sections depend on',
          columns: ['operation', 'median', 'runs'],
          rows: [
            ['first write to a fresh 4 KiB page (256 MiB buffer), µs per page', fmt(median(touch), 2), touch.map((v) => fmt(v, 2)).join(', ')],
            ['fstat(2) system call, µs', fmt(median(sys), 2), sys.map((v) => fmt(v, 2)).join(', ')],
            ['loopback TCP round trip to another process, 1 byte, µs', fmt(median(rtt), 1), rtt.map((v) => fmt(v, 1)).join(', ')],
            ['JavaScript loop (100 M iterations of x += i % 7), ms', fmt(median(loop), 0), loop.map((v) => fmt(v, 0)).join(', ')],
          ],
          notes: [
            'Read with section 2: Lighthouse scales its CPU slowdown by benchmarkIndex, a JavaScript loop like the last row, so a host that is slow at faulting in memory (the browser does it while navigating, laying out and collecting garbage) scores worse than its loop speed suggests.',
            'Read with section 3: a REST request crosses loopback four times (client → server → PostgreSQL and back) where the direct replay crosses it twice, so a costly round trip raises the REST overhead ratio.',
          ],
        },
      ],
    };
  },
};
