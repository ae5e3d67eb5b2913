// Strings of the site's own machinery (ui/offline.js: the update notice; the language switch).
// English first, then Simplified Chinese. Siblings: catalog_game.js (the game page), i18n.js.
export default {
  en: {
    'update.ready': 'A new version of the game is ready. Your game is saved.',
    'update.reload': 'Reload to update',
    'update.taken': 'Another tab has updated the game to a new version, so this tab reloads to use it too. Your game is saved.',
    'update.applied': 'This tab now runs the new version of the game (another tab installed it). Your game is as you left it.',
  },
  zh: {
    'update.ready': '游戏有新版本可用。你的进度已保存。',
    'update.reload': '重新加载以更新',
    'update.taken': '另一个标签页已把游戏更新到新版本，因此此标签页也将重新加载以使用新版本。你的进度已保存。',
    'update.applied': '此标签页现在运行游戏的新版本（由另一个标签页安装）。你的对局保持原样。',
  },
};
