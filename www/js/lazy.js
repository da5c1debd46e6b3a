// What only some moments need (a view, the lessons, some words) is fetched when first asked for.

/** Returns get(): load()'s promise, made once (a failed one is forgotten, so the next get() tries again); get.value is what it brought. */
export function lazy(load) {
  let loading = null;
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

/** Returns of(key): lazy(() => load(key)), made once for each key. */
export function lazyEach(load) {
  const made = new Map();
  return (key) => {
    if (!made.has(key))
      made.set(
        key,
        lazy(() => load(key)),
      );
    return made.get(key);
  };
}
