// `pnpm budget`: the first-paint bytes of each budgeted page of the production build in dist/,
// beside its budget (scripts/budget/budgets.ts). Fails when any part of any page grew past its
// budget, naming it. Run by `npm test` after the build.
import { BUDGETS, compareWithBudgets, formatBudgetTable } from './budget/budgets.ts';
import { weighFirstPaint } from './budget/first-paint-bytes.ts';
import { resolveDistDir } from './lib/dist-layout.ts';

const pages = await weighFirstPaint(resolveDistDir(), Object.keys(BUDGETS));
const lines = compareWithBudgets(pages);
console.log(formatBudgetTable(lines));
const over = lines.filter((line) => line.over);
if (over.length > 0) {
  console.error(
    `\nOver budget: ${over.map((line) => `${line.page} ${line.part} ${line.kB} kB > ${line.budget ?? 0} kB`).join('; ')}.` +
      '\nKeep it off the first paint (load it on use or after idle), or raise the budget in' +
      ' scripts/budget/budgets.ts with the reason.',
  );
  process.exitCode = 1;
}
