// One way to load a part of the page on demand: lazy(load) gives a function that starts load()
// once and hands every caller the same promise; a failed load (offline before the service worker
// cached it) is forgotten, so the next call tries again instead of failing forever. Used by the
// composition root (app.js) for the panels and dialogs, and by game_starter.js for variant games.

/** @template T @param {() => Promise<T>} load @returns {() => Promise<T>} */
export function lazy(load) {
  let loading = null;
  return () => {
    loading ??= Promise.resolve().then(load).catch((error) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
