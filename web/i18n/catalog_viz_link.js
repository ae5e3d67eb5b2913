// The game page's link to the Dancing Links visualizer (dlx.html); the visualizer's own strings
// are in catalog_viz.js, which the game page does not load.
export default {
  en: { 'viz.link.watch': 'Watch the solver: Dancing Links step by step' },
  zh: { 'viz.link.watch': '观看求解器：舞蹈链逐步演示' },
};
