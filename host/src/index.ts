// The first script is evaluated in two tasks rather than one: React and react-dom first, then
// the shell with its libraries. Both are in this file (`eager`): no request waits on another.
// React goes first because it is CommonJS, whole in any case: an `import()` of a package that
// webpack can tree-shake would keep every export of it, and a library the remotes share would
// bring here the modules the shell does not use (record 006).
// The page's own stylesheet is imported first thing in the bootstrap: imported here, outside the
// eager imports, it would come after the design system's in the built CSS rather than before.
// Nothing is imported statically, not even `@portal/platform`'s nextTask: a static import runs
// before this file's body, and would bring the platform package with the design system, the
// router and the query client into React's task.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

void (async () => {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ './bootstrap');
})();
