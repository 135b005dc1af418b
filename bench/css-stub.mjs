/**
 * Lets a benchmark import the page's view modules, some of which import stylesheets: under
 * Node a `.css` import is an empty module. `node --import ./bench/css-stub.mjs --import tsx …`.
 */
import { register } from 'node:module';

const hooks = `export async function load(url, context, next) {
  if (url.endsWith('.css')) return { format: 'module', source: '', shortCircuit: true };
  return next(url, context);
}`;
register(`data:text/javascript,${encodeURIComponent(hooks)}`);
