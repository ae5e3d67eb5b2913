// The game page's links to the Dancing Links visualizer (dlx.html): the footer's (web/ui/watch_solver.js)
// and the finish card's (web/ui/finish_card.js); the visualizer's own strings are in catalog_viz.js,
// which the game page does not load.
export default {
  en: {
    'viz.link.watch': 'Watch the solver: Dancing Links step by step',
    'viz.link.watch_this': 'Watch the solver on this puzzle',
  },
  zh: {
    'viz.link.watch': '观看求解器：舞蹈链逐步演示',
    'viz.link.watch_this': '观看求解器解这道题',
  },
};
