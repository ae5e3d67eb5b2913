// Strings of the site's own machinery (ui/offline.js: the update notice; the language switch).
// English first, then Simplified Chinese. Siblings: catalog_game.js (the game page), i18n.js.
export default {
  en: {
    'update.ready': 'A new version of the game is ready. Your game is saved.',
    'update.reload': 'Reload to update',
  },
  zh: {
    'update.ready': '游戏有新版本可用。你的进度已保存。',
    'update.reload': '重新加载以更新',
  },
};
