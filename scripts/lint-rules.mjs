// Our own lint rules, run by oxlint as a JS plugin (.oxlintrc.json: jsPlugins). The rest of the
// rules are oxlint's own; these two say what no rule of theirs says.
import path from 'node:path';

const FEATURES = `${path.sep}packages${path.sep}web${path.sep}src${path.sep}features${path.sep}`;

/** The feature a file belongs to (packages/web/src/features/<name>/...), or null. */
function featureOf(file) {
  const at = file.indexOf(FEATURES);
  return at < 0 ? null : file.slice(at + FEATURES.length).split(path.sep)[0] || null;
}

/**
 * A web feature never reaches into another feature (STYLE.md habit 8): what two features share
 * lives in components/ or lib/. Relative imports are resolved against the importing file; the
 * app imports features by relative path only (no aliases).
 */
const featureBoundaries = {
  meta: { type: 'problem', docs: { description: 'A feature does not import another feature' }, schema: [] },
  create(context) {
    const file = context.physicalFilename ?? context.filename;
    const own = featureOf(file);
    if (!own) return {};
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = featureOf(path.resolve(path.dirname(file), source.value) + path.sep);
      if (target && target !== own) {
        context.report({ node: source, message: `A feature does not import another feature (${own} imports ${target}); share through components/ or lib/.` });
      }
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

/**
 * fastify-plugin names an unnamed plugin by reading a thrown error's stack, and with source maps
 * on that made every start parse the server's map (decision record 019, addendum 6).
 */
const namedFastifyPlugins = {
  meta: { type: 'problem', docs: { description: "Name every fastify-plugin: fp(plugin, { name: 'jobsite-...' })" }, schema: [] },
  create(context) {
    return {
      CallExpression(node) {
        if (node.callee.type === 'Identifier' && node.callee.name === 'fp' && node.arguments.length < 2) {
          context.report({ node, message: "Name the plugin: fp(plugin, { name: 'jobsite-...' })." });
        }
      },
    };
  },
};

export default {
  meta: { name: 'jobsite' },
  rules: { 'feature-boundaries': featureBoundaries, 'named-fastify-plugins': namedFastifyPlugins },
};
