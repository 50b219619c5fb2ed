/**
 * `npm run validate`: checks the site's content in the current folder (validateSite says how) and
 * exits 1 on errors, 0 when there are only warnings.
 */
import { validateSite } from './validate/validateSite';

process.exit(validateSite(process.cwd(), process.env, console));
