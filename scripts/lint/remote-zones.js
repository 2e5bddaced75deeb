import path from 'node:path';

// The zones of a remote, by where a relative import lands rather than how it is spelled:
// - DESIGN.md: a remote imports its own files (src/) and, through package names, @portal/*;
// - CONVENTIONS.md (Shape): each src/features/<feature> is a zone of its own. It imports its own
//   files, the remote's src/app, @portal/* and npm packages - never another feature, so a feature
//   can be moved, split or deleted without touching its neighbours.
export const remoteZones = {
  meta: {
    type: 'problem',
    docs: {
      description: "Keep a remote's relative imports inside its src, and its features apart",
    },
    schema: [
      {
        type: 'object',
        properties: { src: { type: 'string', description: "The remote's src folder, absolute" } },
        required: ['src'],
        additionalProperties: false,
      },
    ],
    messages: {
      outsideRemote:
        "'{{source}}' is outside {{src}}. A remote imports only its own files and, by package name, @portal/* packages.",
      otherFeature:
        "'{{source}}' is in the feature '{{other}}'. Features do not import each other: compose them in src/app, or move what both need into a @portal/* package.",
    },
  },
  create(context) {
    const src = context.options[0].src;
    const features = path.join(src, 'features');
    const featureOf = (file) => {
      const inFeatures = path.relative(features, file);
      return inFeatures.startsWith('..') || path.isAbsolute(inFeatures)
        ? undefined
        : inFeatures.split(path.sep)[0];
    };
    const feature = featureOf(context.filename);

    function check(node) {
      const source = node.source?.type === 'Literal' ? node.source.value : undefined;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), source);
      const inSrc = path.relative(src, target);
      if (inSrc.startsWith('..') || path.isAbsolute(inSrc)) {
        const shown = path.relative(context.cwd, src).split(path.sep).join('/');
        context.report({
          node: node.source,
          messageId: 'outsideRemote',
          data: { source, src: shown },
        });
        return;
      }
      const other = featureOf(target);
      if (feature && other && other !== feature) {
        context.report({ node: node.source, messageId: 'otherFeature', data: { source, other } });
      }
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
