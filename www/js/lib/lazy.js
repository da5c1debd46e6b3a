// What only some moments need (a view, the lessons, some words) is fetched when first asked for.

/**
 * A function that fetches something once; `value` is what it brought, once it has.
 * @template T
 * @typedef {(() => Promise<T>) & { value?: T }} Lazy
 */

/**
 * Returns get(): load()'s promise, made once (a failed one is forgotten, so the next get()
 * tries again); get.value is what it brought.
 * @template T
 * @param {() => Promise<T>} load
 * @returns {Lazy<T>}
 */
export function lazy(load) {
  /** @type {Promise<T> | null} */
  let loading = null;
  /** @type {Lazy<T>} */
  const get = () =>
    (loading ||= load().then(
      (value) => (get.value = value),
      (e) => {
        loading = null;
        throw e;
      },
    ));
  return get;
}

/**
 * Returns of(key): lazy(() => load(key)), made once for each key.
 * @template K, T
 * @param {(key: K) => Promise<T>} load
 * @returns {(key: K) => Lazy<T>}
 */
export function lazyEach(load) {
  /** @type {Map<K, Lazy<T>>} */
  const made = new Map();
  return (key) => {
    let one = made.get(key);
    if (!one) made.set(key, (one = lazy(() => load(key))));
    return one;
  };
}

/**
 * A value that comes later (the controller of a mounted game, once the wasm is in): get() is
 * null until set(value), and `promise` resolves with it.
 * @template T
 */
export function later() {
  /** @type {T | null} */
  let value = null;
  /** @type {(value: T) => void} */
  let resolve = () => {};
  /** @type {Promise<T>} */
  const promise = new Promise((r) => (resolve = r));
  return {
    get: () => value,
    promise,
    /** @param {T} v */
    set(v) {
      value = v;
      resolve(v);
    },
  };
}
