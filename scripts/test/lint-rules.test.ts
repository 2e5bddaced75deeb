import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { expect, test } from 'vitest';

// The import rules of eslint.config.js, each shown firing. The fixtures break them on purpose,
// so `pnpm lint` ignores their folder and this lint does not (`ignore: false`).
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT, ignore: false });

async function problems(code: string, filePath: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result?.messages.map((message) => message.ruleId) ?? [];
}

test("a feature importing another feature's files is an error", async () => {
  const code = "import { card } from '../b/components/card';\n\nexport const shown = card;\n";
  expect(await problems(code, 'mf-account/src/features/a/x.ts')).toEqual(['portal/remote-zones']);
});

test("a feature may import its own files, its remote's src/app and @portal/* packages", async () => {
  const code = [
    "import { href } from '@portal/contract';",
    "import { App } from '../../app/app';",
    "import { form } from './components/form';",
    '',
    'export const used = [href, App, form];',
    '',
  ].join('\n');
  expect(await problems(code, 'mf-account/src/features/a/x.ts')).toEqual([]);
});

test("a relative import out of a remote's src is an error", async () => {
  const code =
    "import { devPorts } from '../../scripts/build/ports.cjs';\n\nexport const p = devPorts;\n";
  expect(await problems(code, 'mf-account/src/x.ts')).toEqual(['portal/remote-zones']);
});

test('two modules that import each other are an import cycle', async () => {
  const results = await eslint.lintFiles(['scripts/test/lint-fixtures/cycle']);
  expect(
    results.map((result) => ({
      file: path.basename(result.filePath),
      rules: result.messages.map((message) => message.ruleId),
    })),
  ).toEqual([
    { file: 'first.ts', rules: ['import-x/no-cycle'] },
    { file: 'second.ts', rules: ['import-x/no-cycle'] },
  ]);
});
