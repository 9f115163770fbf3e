// The web editor's page script (/admin/cms.js): Decap CMS with the site's configuration, read from
// config.yml next to the page. Bundled on its own (generator/pipeline/assets/admin-bundle.ts), never
// part of a public page's script.
import CMS from 'decap-cms-app';

CMS.init();
