// Strings of the key beside the visualizer's linked structure (web/viz/figure_key.js) and the name
// of its step bar (dlx.html, step_bar.css), English then Simplified Chinese. A ".taocp" key is the
// same words in TAOCP's link names (notation.js), used when the learner chose that notation. "Red" is said once,
// for the dead end only, as the Sudoku maps' key says.
export default {
  en: {
    'viz.bar': 'Step through the search',
    'viz.key.title': 'Key to the picture',
    'viz.key.current': 'the item or node the words are about',
    'viz.key.chosen': 'a node of an option in the partial solution',
    'viz.key.out': 'removed from its list: faded, dashed; its own links stay',
    'viz.key.dead': '✗ dead end: the search chose this item and no option can cover it, so it backs up',
    'viz.key.live': 'a link (R, L above and below the item list; D, U beside a column)',
    'viz.key.live.taocp': 'a link (RLINK, LLINK above and below the item list; DLINK, ULINK beside a column)',
    'viz.key.stale': 'a removed node’s own link, kept for uncover',
    'viz.key.changing': 'the link just written; dotted: where it pointed before',
    'viz.key.reading': 'a link the write reads',
    'viz.key.size': 'a size just written: the old number struck through, the new one beside it',
    'viz.key.order': 'the order in which cover removed the nodes (uncover puts them back in reverse)',
  },
  zh: {
    'viz.bar': '逐步查看搜索',
    'viz.key.title': '图例',
    'viz.key.current': '文字所说的项或节点',
    'viz.key.chosen': '部分解中某个选项的节点',
    'viz.key.out': '已移出其链表：变淡、虚线；它自己的链接保留',
    'viz.key.dead': '✗ 死路：搜索选中了这个项，却没有选项能覆盖它，于是回退',
    'viz.key.live': '链接（R、L 在项列表上方和下方；D、U 在列旁边）',
    'viz.key.live.taocp': '链接（RLINK、LLINK 在项列表上方和下方；DLINK、ULINK 在列旁边）',
    'viz.key.stale': '被移除节点自己的链接，留给取消覆盖使用',
    'viz.key.changing': '刚写入的链接；点线：它原来指向的地方',
    'viz.key.reading': '这次写入读取的链接',
    'viz.key.size': '刚写入的大小：旧数字划掉，新数字在旁边',
    'viz.key.order': '覆盖移除节点的顺序（取消覆盖按相反顺序放回）',
  },
};
