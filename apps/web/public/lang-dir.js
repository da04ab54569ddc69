// Sets the language and direction from the `lang` cookie before the first paint, so an Arabic reader
// never sees a left-to-right flash; English is the fallback (spec 1 and 9). A file, not an inline
// script, so the Content-Security-Policy can refuse every inline script.
(function () {
  var match = document.cookie.match(/(?:^|;\s*)lang=([^;]*)/);
  var lang = match && decodeURIComponent(match[1]) === 'ar' ? 'ar' : 'en';
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
})();
