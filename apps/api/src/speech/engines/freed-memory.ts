import koffi from 'koffi';

type MallocTrim = (pad: number) => number;

let mallocTrim: MallocTrim | null | undefined;

/**
 * Hands the heap pages that native code (decoders, ONNX Runtime) has freed back to the system. glibc keeps them mapped
 * unless asked, so a process's memory would stay at its busiest. A no-op on a C library without `malloc_trim`.
 */
export function returnFreedMemory(): void {
  if (mallocTrim === undefined) {
    try {
      mallocTrim = koffi.load('libc.so.6').func('int malloc_trim(size_t pad)') as MallocTrim;
    } catch {
      mallocTrim = null;
    }
  }
  mallocTrim?.(0);
}
