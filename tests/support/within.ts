// A promise with a deadline, for calls to a browser that may stop answering: past it, an error that
// names the call, and no timer left behind.

/** `promise`, or an error saying that `what` took over `ms` ms. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took over ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
