import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { copyFile, mkdir, open, rename, rm, rmdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { StorageError, invalidKey } from './errors';

/** Where a bucket's files live and how to reach them; every path is checked to stay inside `root`. */
export class FileStore {
  /** Absolute folder holding one sub-folder per bucket. */
  readonly root: string;
  private readonly tmpDir: string;

  constructor(dataDir: string) {
    this.root = path.resolve(dataDir, 'storage');
    this.tmpDir = path.join(this.root, '.tmp');
  }

  /**
   * Absolute path of an object's file. Keys are validated earlier; this is the last line of defence
   * against anything that would resolve outside the bucket's folder.
   */
  pathOf(bucket: string, key: string): string {
    const bucketDir = this.bucketDir(bucket);
    const full = path.resolve(bucketDir, key);
    if (!full.startsWith(bucketDir + path.sep)) throw invalidKey(key);
    return full;
  }

  /** Absolute folder of a bucket, refusing names that would leave the storage root. */
  bucketDir(bucket: string): string {
    const dir = path.resolve(this.root, bucket);
    if (path.dirname(dir) !== this.root || bucket.startsWith('.')) throw invalidKey(bucket);
    return dir;
  }

  /** Writes bytes to a fresh temporary file and flushes them to disk before returning its path. */
  async writeTemp(bytes: Uint8Array): Promise<string> {
    await mkdir(this.tmpDir, { recursive: true });
    const tmp = path.join(this.tmpDir, randomUUID());
    const fh = await open(tmp, 'wx', 0o600);
    try {
      await fh.writeFile(bytes);
      await fh.sync();
    } finally {
      await fh.close();
    }
    return tmp;
  }

  /** Copies an object's file to a temporary file (for copy, which must not disturb the source). */
  async copyToTemp(bucket: string, key: string): Promise<string> {
    await mkdir(this.tmpDir, { recursive: true });
    const tmp = path.join(this.tmpDir, randomUUID());
    await copyFile(this.pathOf(bucket, key), tmp).catch((err: NodeJS.ErrnoException) => {
      throw err.code === 'ENOENT' ? new StorageError('404', 'not_found', 'Object not found') : err;
    });
    return tmp;
  }

  /** Atomically puts a temporary file in place as the object's file (replacing an older version). */
  async install(tmp: string, bucket: string, key: string): Promise<void> {
    const target = this.pathOf(bucket, key);
    await this.ensureParent(target, key);
    await rename(tmp, target).catch((err: NodeJS.ErrnoException) => {
      throw conflictOnDisk(err, key);
    });
    await syncDir(path.dirname(target));
  }

  /** Moves an object's file; returns an undo that moves it back (used when the commit fails). */
  async move(from: { bucket: string; key: string }, to: { bucket: string; key: string }): Promise<() => Promise<void>> {
    const src = this.pathOf(from.bucket, from.key);
    const dst = this.pathOf(to.bucket, to.key);
    await this.ensureParent(dst, to.key);
    await rename(src, dst).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') throw new StorageError('404', 'not_found', 'Object not found');
      throw conflictOnDisk(err, to.key);
    });
    await syncDir(path.dirname(dst));
    await this.pruneEmptyParents(src, from.bucket);
    return async () => {
      await this.ensureParent(src, from.key);
      await rename(dst, src);
    };
  }

  /** Removes a file if present; an already missing file is not an error. */
  async discard(file: string): Promise<void> {
    await unlink(file).catch(() => undefined);
  }

  /** Deletes an object's file and the folders it leaves empty. */
  async remove(bucket: string, key: string): Promise<void> {
    const file = this.pathOf(bucket, key);
    await this.discard(file);
    await this.pruneEmptyParents(file, bucket);
  }

  /** Deletes every file of a bucket. */
  async removeBucket(bucket: string): Promise<void> {
    await rm(this.bucketDir(bucket), { recursive: true, force: true });
  }

  /** Size of an object's file, or undefined when it is missing on disk. */
  async sizeOf(bucket: string, key: string): Promise<number | undefined> {
    try {
      const s = await stat(this.pathOf(bucket, key));
      return s.isFile() ? s.size : undefined;
    } catch {
      return undefined;
    }
  }

  /** Reads an object's file (optionally a byte range, inclusive). */
  read(bucket: string, key: string, range?: { start: number; end: number }): ReadStream {
    return createReadStream(this.pathOf(bucket, key), range);
  }

  private async ensureParent(target: string, key: string): Promise<void> {
    await mkdir(path.dirname(target), { recursive: true }).catch((err: NodeJS.ErrnoException) => {
      throw conflictOnDisk(err, key);
    });
  }

  /** Removes folders emptied by a delete or move, up to (not including) the bucket folder. */
  private async pruneEmptyParents(file: string, bucket: string): Promise<void> {
    const stop = this.bucketDir(bucket);
    let dir = path.dirname(file);
    while (dir.startsWith(stop + path.sep)) {
      try {
        await rmdir(dir);
      } catch {
        return;
      }
      dir = path.dirname(dir);
    }
  }
}

/**
 * An object `a` and an object `a/b` cannot both exist as plain files; Storage (on S3) allows it, we
 * report it as a conflict instead of failing with an internal error.
 */
function conflictOnDisk(err: NodeJS.ErrnoException, key: string): Error {
  if (err.code === 'ENOTDIR' || err.code === 'EISDIR' || err.code === 'EEXIST' || err.code === 'ENOTEMPTY') {
    return new StorageError('409', 'Duplicate', `The resource already exists: a file and a folder cannot share the name ${key}`);
  }
  return err;
}

/** Flushes a directory entry so a rename survives a crash. */
async function syncDir(dir: string): Promise<void> {
  const fh = await open(dir, 'r').catch(() => undefined);
  if (!fh) return;
  try {
    await fh.sync().catch(() => undefined);
  } finally {
    await fh.close();
  }
}
