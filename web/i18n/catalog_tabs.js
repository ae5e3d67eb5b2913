// Strings of the game shared between tabs (web/ui/other_tab.js, web/game/tab_sync.js) and of
// saving that works again after a full storage. Loaded with the page (app.js imports other_tab.js).
// English, then Simplified Chinese.
export default {
  en: {
    'tabs.elsewhere': 'This game was continued in another tab of this page, so this tab stopped playing and saving (nothing is lost). Continue here to play in this tab, with every move made there.',
    'tabs.elsewhere_other': 'Another tab of this page started a different game, so this tab stopped saving. Continue here to go on with this game in this tab (the other tab then stops).',
    'tabs.continue': 'Continue here',
    'tabs.continued': 'Continuing here, with every move made in the other tab.',
    'tabs.continued_own': 'Continuing this game here; the other tab has stopped.',
    'tabs.locked': 'This game is being played in another tab. Choose "Continue here" above to play in this tab.',
  },
  zh: {
    'tabs.elsewhere': '此游戏已在本页面的另一个标签页中继续，因此此标签页已停止游戏和保存（没有丢失任何内容）。选择“在此继续”即可在此标签页继续，并带上在那里走过的每一步。',
    'tabs.elsewhere_other': '本页面的另一个标签页开始了另一局游戏，因此此标签页已停止保存。选择“在此继续”可在此标签页继续这局游戏（另一个标签页随即停止）。',
    'tabs.continue': '在此继续',
    'tabs.continued': '在此继续，已带上另一个标签页中的每一步。',
    'tabs.continued_own': '在此继续这局游戏；另一个标签页已停止。',
    'tabs.locked': '这局游戏正在另一个标签页中进行。请选择上方的“在此继续”以在此标签页游戏。',
  },
};
