// A plain-text table with aligned columns: figure, value, target, and pass/MISS where a target
// applies. Section rows head each group of figures.
export type Row =
  | { readonly section: string }
  | {
      readonly label: string;
      readonly value: string;
      readonly target?: string;
      /** Absent: no target, or the figure is missing. */
      readonly pass?: boolean;
    };

interface Cells {
  readonly label: string;
  readonly value: string;
  readonly target: string;
  readonly mark: string;
}

const HEADER: Cells = { label: 'Figure', value: 'Value', target: 'Target', mark: '' };

export function formatTable(rows: readonly Row[]): string {
  const cells = rows.map((row): Cells | string =>
    'section' in row
      ? row.section
      : {
          label: `  ${row.label}`,
          value: row.value,
          target: row.target ?? '',
          mark: row.pass === undefined ? '' : row.pass ? 'pass' : 'MISS',
        },
  );
  const figures = [HEADER, ...cells.filter((cell) => typeof cell !== 'string')];
  const width = (key: keyof Cells) => Math.max(...figures.map((figure) => figure[key].length));
  const widths = { label: width('label'), value: width('value'), target: width('target') };

  function line(figure: Cells): string {
    return [
      figure.label.padEnd(widths.label),
      // Right-aligned, so that the units line up.
      figure.value.padStart(widths.value),
      figure.target.padEnd(widths.target),
      figure.mark,
    ]
      .join('   ')
      .trimEnd();
  }

  const rule = '-'.repeat(line({ ...HEADER, mark: 'MISS' }).length);
  const body = cells.map((cell) => (typeof cell === 'string' ? cell : line(cell)));
  return [line(HEADER), rule, ...body].join('\n');
}
