import { defineConfig } from 'html-validate';

/**
 * html-validate, run by `npm run lint:html` over every page the build writes (404.html and the
 * offline page among them). `standard` holds the rules of the HTML standard and the WAI-ARIA rules
 * for using it; `a11y` adds the accessibility ones. `recommended` is `standard` with rules of
 * style on top (`<img/>` closed, camelCase attribute names, ids that start with a letter, the
 * spelling of the doctype), which React's markup does not follow and the standard does not ask for.
 */
export default defineConfig({
  root: true,
  extends: ['html-validate:standard', 'html-validate:a11y'],
});
