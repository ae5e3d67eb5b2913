// Strings of the game page (index.html and web/ui/). English first, then Simplified Chinese.
export default {
  en: {
    'language.label': 'Language',
  },
  zh: {
    'language.label': '语言',
  },
};
