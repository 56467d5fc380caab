import { describe, expect, it, vi } from 'vitest';
import { createBackgroundTasks } from '../../../src/server/lib/background-tasks';

const quietLog = () => ({ info: vi.fn(), error: vi.fn() });

describe('createBackgroundTasks', () => {
  it('starts a task only after the answer is sent, and idle() waits for it', async () => {
    const log = quietLog();
    const tasks = createBackgroundTasks(log, []);
    let sendAnswer!: () => void;
    const answered = new Promise<void>((resolve) => (sendAnswer = resolve));
    const task = vi.fn(async () => undefined);
    tasks.run('mail', task, {}, answered);
    // A few turns of the event loop (no timer): the task still waits for the answer.
    for (let turn = 0; turn < 3; turn += 1) await new Promise((resolve) => setImmediate(resolve));
    expect(task).not.toHaveBeenCalled();
    sendAnswer();
    await tasks.idle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('tries a failing task again after each delay, then logs it as failed without throwing', async () => {
    const log = quietLog();
    const tasks = createBackgroundTasks(log, [0, 0]);
    const task = vi.fn(async () => {
      throw new Error('mail server down');
    });
    tasks.run('mail:otp', task, { userId: 7 });
    await tasks.idle();
    expect(task).toHaveBeenCalledTimes(3);
    expect(log.info).toHaveBeenCalledTimes(2);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ task: 'mail:otp', outcome: 'failed', tries: 3, userId: 7 }), 'background task failed');
  });

  it('stops trying once the task succeeds', async () => {
    const log = quietLog();
    const tasks = createBackgroundTasks(log, [0, 0]);
    const task = vi.fn().mockRejectedValueOnce(new Error('once')).mockResolvedValue(undefined);
    tasks.run('mail', task);
    await tasks.idle();
    expect(task).toHaveBeenCalledTimes(2);
    expect(log.error).not.toHaveBeenCalled();
  });

  it('waits in idle() for tasks that tasks started', async () => {
    const tasks = createBackgroundTasks(quietLog(), []);
    const inner = vi.fn(async () => undefined);
    tasks.run('outer', async () => tasks.run('inner', inner));
    await tasks.idle();
    expect(inner).toHaveBeenCalledTimes(1);
  });
});
