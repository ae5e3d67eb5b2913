// The game page's links to the Dancing Links visualizer (dlx.html): the footer's (web/ui/watch_solver.js)
// and the finish card's (web/ui/finish_card.js), and the footer's to the engine benchmark (bench.html);
// those pages' own strings are in catalog_viz.js and catalog_bench.js, which the game page does not load.
export default {
  en: {
    'viz.link.watch': 'Watch the solver: Dancing Links step by step',
    'viz.link.watch_this': 'Watch the solver on this puzzle',
    'viz.link.bench': 'How fast is the engine in your browser? Time it',
  },
  zh: {
    'viz.link.watch': '观看求解器：舞蹈链逐步演示',
    'viz.link.watch_this': '观看求解器解这道题',
    'viz.link.bench': '引擎在你的浏览器里有多快？测一测',
  },
};
