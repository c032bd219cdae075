// Project rules for ESLint: the feature-first layout (docs/decisions) and kebab-case file names.
// Written here rather than taken from a plugin because they must understand our path aliases (@/, @common/)
// without an import resolver, and they are small enough to test directly (eslint-rules.test.ts).
import path from 'node:path';

const aliases = [
  ['@common/', 'common/'],
  ['@/', 'client/src/'],
];

/** The project-relative path an import points at, or null for a package import. */
export function resolveImport(fromFile, specifier, root) {
  if (specifier.startsWith('.')) {
    return path
      .relative(root, path.resolve(path.dirname(fromFile), specifier))
      .split(path.sep)
      .join('/');
  }
  for (const [alias, target] of aliases) {
    if (specifier.startsWith(alias)) return target + specifier.slice(alias.length);
  }
  return null;
}

/** Which part of the layout a project-relative path belongs to. */
export function zoneOf(relativePath) {
  const serverFeature = /^server\/features\/([^/]+)\//.exec(relativePath);
  if (serverFeature) return { side: 'server', feature: serverFeature[1] };
  const clientFeature = /^client\/src\/features\/([^/]+)\//.exec(relativePath);
  if (clientFeature) return { side: 'client', feature: clientFeature[1] };
  if (/^server\/lib\//.test(relativePath)) return { side: 'server', shared: 'server/lib' };
  if (/^client\/src\/(lib|components)\//.test(relativePath))
    return { side: 'client', shared: 'client/src/lib' };
  if (relativePath.startsWith('server/')) return { side: 'server' };
  if (relativePath.startsWith('client/')) return { side: 'client' };
  if (relativePath.startsWith('common/')) return { side: 'common' };
  return { side: 'other' };
}

/** Why importing `target` from `source` breaks the layout, or null when it is allowed. */
export function layoutViolation(source, target) {
  if (source.feature && target.feature && source.side === target.side && source.feature !== target.feature) {
    return `The ${source.side} feature '${source.feature}' must not import the internals of feature '${target.feature}'; move what both need to ${source.side === 'server' ? 'server/lib/ or common/' : 'client/src/lib/ or common/'}.`;
  }
  if (source.shared && target.feature) {
    return `Shared code in ${source.shared}/ must not depend on the feature '${target.feature}'.`;
  }
  if (source.side === 'common' && (target.side === 'server' || target.side === 'client')) {
    return `common/ is shared by client and server and must not import from ${target.side}/.`;
  }
  if (source.side === 'client' && target.side === 'server') {
    return 'The client must not import server code; share contracts through common/.';
  }
  if (source.side === 'server' && target.side === 'client') {
    return 'The server must not import client code; share contracts through common/.';
  }
  return null;
}

const featureBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep features apart and the client, server and common/ layers in their lanes.' },
    schema: [],
    messages: { violation: '{{reason}}' },
  },
  create(context) {
    const root = context.cwd;
    const fromFile = context.filename;
    const source = zoneOf(path.relative(root, fromFile).split(path.sep).join('/'));
    const check = (node) => {
      const specifier = node?.type === 'Literal' && typeof node.value === 'string' ? node.value : null;
      if (!specifier) return;
      const resolved = resolveImport(fromFile, specifier, root);
      if (!resolved) return;
      const reason = layoutViolation(source, zoneOf(resolved.endsWith('/') ? resolved : `${resolved}/`));
      if (reason) context.report({ node, messageId: 'violation', data: { reason } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

const kebabSegment = /^[a-z0-9]+(-[a-z0-9]+)*$/;

const kebabCaseFilenames = {
  meta: {
    type: 'suggestion',
    docs: { description: 'File and folder names are kebab-case (e.g. reading-session.ts).' },
    schema: [],
    messages: { notKebab: "'{{name}}' is not kebab-case; rename it to '{{suggestion}}'." },
  },
  create(context) {
    return {
      Program(node) {
        const relative = path.relative(context.cwd, context.filename).split(path.sep);
        for (const [index, segment] of relative.entries()) {
          const isFile = index === relative.length - 1;
          // A file's name is checked up to its first dot: health.int.test.ts -> health.
          const name = isFile ? segment.split('.')[0] : segment;
          if (segment.startsWith('.') || kebabSegment.test(name)) continue;
          const suggestion = name
            .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
            .replace(/[_\s]+/g, '-')
            .toLowerCase()
            .concat(isFile ? segment.slice(name.length) : '');
          context.report({ node, messageId: 'notKebab', data: { name: segment, suggestion } });
        }
      },
    };
  },
};

// Citations of documents a newcomer to this repository does not have: the product spec's sections, the design
// notes and issue numbers. A comment says the reason itself or points to docs/product.md.
const privateCitations = [
  { pattern: /\bspec\s*§|§\s*\d/i, what: 'a section of the product spec' },
  { pattern: /\bDESIGN\.md\b/, what: 'the design notes' },
  { pattern: /\b(?:issues?|tickets?|bugs?|PR)\s*#?\d+\b/i, what: 'an issue number' },
  // A number after a bare hash sign, but not a colour written as three or six hex digits.
  { pattern: /(?:^|[\s([])#(?!(?:\d{3}|\d{6})\b)\d{1,5}\b(?![\w-])/, what: 'an issue number' },
];

/** What a comment cites that a reader of the repository cannot open, or null. */
export function privateCitation(text) {
  return privateCitations.find(({ pattern }) => pattern.test(text))?.what ?? null;
}

const noPrivateCitations = {
  meta: {
    type: 'suggestion',
    docs: {
      description:
        'Comments give the reason or point to docs/product.md, never to sections of the spec, the design notes or issue numbers.',
    },
    schema: [],
    messages: {
      citation:
        'This comment cites {{what}}, which a newcomer does not have: say the reason here, or point to the section of docs/product.md that gives it.',
    },
  },
  create(context) {
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) {
          const what = privateCitation(comment.value);
          if (what) context.report({ loc: comment.loc, messageId: 'citation', data: { what } });
        }
      },
    };
  },
};

export default {
  meta: { name: 'sacred-circle' },
  rules: {
    'feature-boundaries': featureBoundaries,
    'kebab-case-filenames': kebabCaseFilenames,
    'no-private-citations': noPrivateCitations,
  },
};
