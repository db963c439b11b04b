import path from 'node:path'
import { Piscina } from 'piscina'
import type * as Tasks from '../workers/heavy'
import { RetryLaterError } from './envelope'

/**
 * The one pool of worker threads for CPU-heavy work (posters, QR codes, rasterised images, AI answers, the painted
 * views' critical CSS), so the
 * event loop keeps answering cheap requests while they run. The queue is bounded: past it a task is refused at
 * once with BusyError (HTTP 503 `服务繁忙，请稍后重试` + Retry-After) instead of making everyone wait.
 *
 * The workers run server/workers/heavy.ts from source through server/workers/entry.cjs, which registers tsx in
 * the thread (the parent's execArgv alone does not make a worker load TypeScript); the built server runs the
 * build's dist/server/heavy.cjs.
 */

type TaskName = 'qr' | 'raster' | 'poster' | 'answer' | 'critical'
type TaskArg<K extends TaskName> = Parameters<(typeof Tasks)[K]>[0]
type TaskResult<K extends TaskName> = Awaited<ReturnType<(typeof Tasks)[K]>>

const BUSY_MESSAGE = '服务繁忙，请稍后重试'
/** Seconds a refused client is asked to wait (a queue drains within a few seconds). */
const BUSY_RETRY_AFTER = 2

/** The pool's queue is full: HTTP 503 with Retry-After. */
export class BusyError extends RetryLaterError {
  constructor() {
    super(503, BUSY_MESSAGE, BUSY_RETRY_AFTER)
  }
}

interface PoolOptions {
  /** Worker threads. */
  threads: number
  /** Tasks that may wait for a free thread; more are refused with BusyError. */
  queue: number
}

/** From the sources: a CommonJS entry that registers tsx in the worker, then loads heavy.ts; built: heavy.cjs beside the server. */
const WORKER_FILE = __filename.endsWith('.ts') ? path.join(__dirname, '..', 'workers', 'entry.cjs') : path.join(__dirname, 'heavy.cjs')

export class WorkPool {
  private piscina: Piscina | null = null
  private closed = false

  constructor(readonly options: PoolOptions) {}

  /** Runs a task of server/workers/heavy.ts; BusyError when the queue is full. Threads start on first use. */
  async run<K extends TaskName>(task: K, arg: TaskArg<K>): Promise<TaskResult<K>> {
    if (this.closed) throw new BusyError()
    const pool = (this.piscina ??= new Piscina({
      filename: WORKER_FILE,
      minThreads: this.options.threads,
      maxThreads: this.options.threads,
      maxQueue: this.options.queue,
      concurrentTasksPerWorker: 1
    }))
    try {
      return (await pool.run(arg, { name: task })) as TaskResult<K>
    } catch (e) {
      // Piscina refuses past maxQueue with a plain Error; its message is the only way to tell it apart.
      if (e instanceof Error && /queue is at limit/i.test(e.message)) throw new BusyError()
      throw e
    }
  }

  /** Stops the threads (server close); tasks still queued are rejected. */
  async close(): Promise<void> {
    this.closed = true
    const pool = this.piscina
    this.piscina = null
    if (pool) await pool.destroy()
  }
}

/** A task's answer as a Buffer (structured clone turns Buffers into plain Uint8Arrays). */
export const asBuffer = (bytes: Uint8Array): Buffer => (Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength))
