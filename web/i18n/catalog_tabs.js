// Strings of the game shared between tabs (web/ui/other_tab.js, web/game/tab_sync.js) and of
// saving that works again after a full storage. Loaded with the page (app.js imports other_tab.js).
// English, then Simplified Chinese.
export default {
  en: {
    'tabs.elsewhere': 'This game went on in another tab, so this one has stopped (nothing is lost). Continue here to play here, with every move made there.',
    'tabs.elsewhere_other': 'Another tab started a different game, so this one has stopped saving. Continue here to go on with this game here (the other tab then stops).',
    'tabs.continue': 'Continue here',
    'tabs.elsewhere_newer': 'This game went on in another tab, which runs a newer version of the game, so this one has stopped (nothing is lost). Reload to go on with the newer version, with every move made there.',
    'tabs.reload': 'Reload',
    'tabs.continued': 'Continuing here, with every move made in the other tab.',
    'tabs.continued_own': 'Continuing this game here; the other tab has stopped.',
    'tabs.continued_unsaved': 'Continuing this game here, but it cannot be saved (the browser refuses to store it): the other tab goes on, and its game stays the saved one. Moves made here last only while this tab is open.',
    'tabs.locked': 'This game is being played in another tab. Choose "Continue here" above to play in this tab.',
  },
  zh: {
    'tabs.elsewhere': '这局游戏已在另一个标签页中继续，因此此页已停止（没有丢失任何内容）。选择“在此继续”即可在这里接着玩，并带上在那里走过的每一步。',
    'tabs.elsewhere_other': '另一个标签页开始了另一局游戏，因此此页已停止保存。选择“在此继续”可在这里继续这局游戏（另一个标签页随即停止）。',
    'tabs.continue': '在此继续',
    'tabs.elsewhere_newer': '这局游戏已在另一个标签页中继续，那里运行的是游戏的较新版本，因此此页已停止（没有丢失任何内容）。请重新加载，以较新版本接着玩，并带上在那里走过的每一步。',
    'tabs.reload': '重新加载',
    'tabs.continued': '在此继续，已带上另一个标签页中的每一步。',
    'tabs.continued_own': '在此继续这局游戏；另一个标签页已停止。',
    'tabs.continued_unsaved': '在此继续这局游戏，但无法保存（浏览器拒绝存储）：另一个标签页会继续，保存的仍是那里的游戏。在这里走的每一步只在此标签页打开期间保留。',
    'tabs.locked': '这局游戏正在另一个标签页中进行。请选择上方的“在此继续”以在此标签页游戏。',
  },
};
