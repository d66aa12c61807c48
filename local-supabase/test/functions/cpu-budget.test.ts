/** How a process's CPU time is charged to the requests it answers (the clock is the test's). */
import { CpuBudget } from '../../src/functions/cpu-budget';

function budget(limitMs: number) {
  let cpu = 1000;
  const exceeded: number[] = [];
  const b = new CpuBudget({ limitMs, readCpuMs: () => cpu, onExceeded: (spent) => exceeded.push(spent), sampleEveryMs: 60_000 });
  b.start();
  return { b, exceeded, spend: (ms: number) => (cpu += ms) };
}

describe('CpuBudget', () => {
  afterEach(() => jest.useRealTimers());

  it('charges one request all the CPU spent while it is alone, and ends the process past the limit', () => {
    const { b, exceeded, spend } = budget(2000);
    const t = b.begin();
    spend(1500);
    b.sample();
    expect(t.spentMs).toBe(1500);
    expect(exceeded).toEqual([]);
    spend(600);
    b.sample();
    expect(exceeded).toEqual([2100]);
  });

  it('shares an interval equally among the requests in flight during it', () => {
    const { b, exceeded, spend } = budget(2000);
    const a = b.begin();
    spend(300);
    b.sample();
    const c = b.begin();
    spend(1000);
    b.sample();
    expect(a.spentMs).toBe(800);
    expect(c.spentMs).toBe(500);
    b.end(a);
    spend(200);
    b.sample();
    b.end(c);
    expect(c.spentMs).toBe(700);
    expect(exceeded).toEqual([]);
  });

  it('charges nobody for CPU spent with no request in flight (work after an answer)', () => {
    const { b, exceeded, spend } = budget(100);
    const a = b.begin();
    b.end(a);
    spend(5000);
    b.sample();
    const c = b.begin();
    spend(50);
    b.sample();
    expect(c.spentMs).toBe(50);
    expect(exceeded).toEqual([]);
    expect(b.inFlight).toBe(1);
  });

  it('samples on its own timer, and stops once the limit is passed', () => {
    jest.useFakeTimers();
    let cpu = 0;
    const exceeded: number[] = [];
    const b = new CpuBudget({ limitMs: 250, readCpuMs: () => cpu, onExceeded: (s) => exceeded.push(s), sampleEveryMs: 100 });
    b.start();
    const t = b.begin();
    cpu += 200;
    jest.advanceTimersByTime(100);
    expect(t.spentMs).toBe(200);
    cpu += 100;
    jest.advanceTimersByTime(100);
    expect(exceeded).toEqual([300]);
    // Once over, no more calls however long the process lingers.
    cpu += 1000;
    jest.advanceTimersByTime(500);
    expect(exceeded).toEqual([300]);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('enforces nothing where CPU time cannot be read', () => {
    jest.useFakeTimers();
    const exceeded: number[] = [];
    const b = new CpuBudget({ limitMs: 1, readCpuMs: () => undefined, onExceeded: (s) => exceeded.push(s) });
    b.start();
    expect(jest.getTimerCount()).toBe(0);
    const t = b.begin();
    b.sample();
    b.end(t);
    expect(t.spentMs).toBe(0);
    expect(exceeded).toEqual([]);
  });
});
