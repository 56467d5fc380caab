import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { checkSync } from 'recheck';
import ts from 'typescript';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

/**
 * No regular expression that handles input may backtrack worse than linearly. recheck analyses
 * every regex literal in src/shared and src/server (found with the TypeScript parser, so none is
 * missed by a grep) and every `pattern` of the contract (Ajv runs those on requests); one it calls
 * vulnerable comes with the attack string that makes it slow.
 */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? sourceFiles(file) : /\.tsx?$/.test(name) ? [file] : [];
  });
}

type Found = { where: string; source: string; flags: string };

function regexLiterals(file: string): Found[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: Found[] = [];
  const visit = (node: ts.Node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const text = node.getText(source);
      const end = text.lastIndexOf('/');
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
      found.push({ where: `${file}:${line + 1}`, source: text.slice(1, end), flags: text.slice(end + 1) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function contractPatterns(): Found[] {
  const found: Found[] = [];
  const walk = (node: unknown, at: string) => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'pattern' && typeof value === 'string') found.push({ where: `openapi/portal.yaml ${at}`, source: value, flags: 'u' });
      else walk(value, `${at}/${key}`);
    }
  };
  walk(parse(readFileSync('openapi/portal.yaml', 'utf8')), '');
  return found;
}

const ALL = [...['src/shared', 'src/server'].flatMap(sourceFiles).flatMap(regexLiterals), ...contractPatterns()];

describe('regular expressions on input', () => {
  it('finds the regexes to check', () => {
    expect(ALL.length).toBeGreaterThan(80);
  });

  it('has none that backtracks worse than linearly (recheck)', () => {
    const vulnerable = ALL.flatMap(({ where, source, flags }) => {
      // g and y change where matching starts, not how one match backtracks.
      const result = checkSync(source, flags.replace(/[gy]/g, ''), { timeout: 10_000 });
      if (result.status === 'safe') return [];
      const detail = result.status === 'vulnerable' ? `${result.complexity.type}, e.g. ${result.attack.pattern}` : result.error.kind;
      return [`${where} /${source}/${flags}: ${result.status} (${detail})`];
    });
    expect(vulnerable).toEqual([]);
  }, 120_000);
});
